import ResponseModule from "twilio/lib/http/response.js";
import type RequestClient from "twilio/lib/base/RequestClient";

/**
 * twilio/lib/http/response is CommonJS compiled from TypeScript (`exports.default = Response`).
 * Node's own ESM loader hands a default import the whole exports object, bundlers and vitest hand
 * it `exports.default`: take whichever is the class so both run the same.
 */
const Response: typeof ResponseModule =
  (ResponseModule as unknown as { default?: typeof ResponseModule }).default ?? ResponseModule;

/**
 * An HTTP client for the Twilio SDK that sends its requests to another base address (a local fake
 * of Twilio's REST API) instead of https://*.twilio.com, keeping path, query, auth and form body.
 * The SDK does everything else as in production: building requests, parsing answers, errors.
 */
export function redirectingTwilioHttpClient(baseUrl: string): RequestClient {
  const base = baseUrl.replace(/\/$/, "");
  const client = {
    async request(opts: RequestClient.RequestOptions) {
      const target = new URL(opts.uri);
      const url = new URL(base + target.pathname + target.search);
      for (const [k, v] of Object.entries((opts.params ?? {}) as Record<string, unknown>))
        if (v !== undefined) for (const item of [v].flat()) url.searchParams.append(k, String(item));
      const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
      if (opts.username)
        headers.Authorization =
          "Basic " + Buffer.from(`${opts.username}:${opts.password ?? ""}`).toString("base64");
      let body: string | undefined;
      if (opts.data && opts.method !== "get") {
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries(opts.data as Record<string, unknown>))
          if (v !== undefined) for (const item of [v].flat()) form.append(k, String(item));
        body = form.toString();
      }
      const res = await fetch(url, { method: opts.method.toUpperCase(), headers, body });
      const text = await res.text();
      return new Response(res.status, text, Object.fromEntries(res.headers));
    },
  };
  return client as unknown as RequestClient;
}
