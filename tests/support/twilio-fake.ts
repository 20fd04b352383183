import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import twilio from "twilio";
import { checkTwilioRequest, formToObject } from "../contracts/validate";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  auth: string | undefined;
}

/**
 * A local stand-in for Twilio's REST API, at its HTTP boundary: the real SDK (through an injected
 * httpClient) talks to it. It answers the endpoints the product uses and records every request.
 */
export async function startTwilioFake(accountSid: string, authToken: string) {
  const requests: FakeRequest[] = [];
  const calls: { sid: string; to: string; from: string; dateCreated: string; status: string }[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const r: FakeRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(raw),
        auth: req.headers.authorization,
      };
      requests.push(r);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const expected = "Basic " + Buffer.from(`${accountSid}:${authToken}`).toString("base64");
      if (r.auth !== expected) return json(401, { code: 20003, message: "Authenticate", status: 401 });
      // Like Twilio, refuse what its published API definition does not allow.
      const problems = checkTwilioRequest({
        method: r.method,
        path: r.path,
        query: formToObject(r.query),
        body: formToObject(r.form),
      });
      if (problems.length) return json(400, { code: 21000, message: problems.join("; "), status: 400 });
      const prefix = `/2010-04-01/Accounts/${accountSid}`;
      const p = r.path;
      if (r.method === "POST" && p === `${prefix}/Calls.json`) {
        const call = {
          sid: `CA${randomBytes(16).toString("hex")}`,
          to: r.form.get("To")!,
          from: r.form.get("From")!,
          dateCreated: new Date().toUTCString(),
          status: "queued",
        };
        calls.push(call);
        return json(201, {
          ...call,
          account_sid: accountSid,
          date_created: call.dateCreated,
          uri: `${prefix}/Calls/${call.sid}.json`,
        });
      }
      if (r.method === "GET" && p === `${prefix}/Calls.json`) {
        const to = r.query.get("To");
        const list = calls
          .filter((c) => !to || c.to === to)
          .map((c) => ({
            sid: c.sid,
            to: c.to,
            from: c.from,
            status: c.status,
            date_created: c.dateCreated,
          }));
        return json(200, {
          calls: list,
          page: 0,
          page_size: 50,
          next_page_uri: null,
          uri: `${prefix}/Calls.json`,
        });
      }
      const rec = p.match(new RegExp(`^${prefix}/Calls/(CA\\w+)/Recordings.json$`));
      if (rec && r.method === "POST")
        return json(201, {
          sid: `RE${randomBytes(16).toString("hex")}`,
          call_sid: rec[1],
          status: "in-progress",
        });
      const upd = p.match(new RegExp(`^${prefix}/Calls/(CA\\w+).json$`));
      if (upd && r.method === "POST") return json(200, { sid: upd[1], status: "in-progress" });
      if (r.method === "GET" && p === `${prefix}/Recordings.json`)
        return json(200, { recordings: [], page: 0, page_size: 50, next_page_uri: null, uri: p });
      if (r.method === "POST" && p === `${prefix}/Messages.json`)
        return json(201, {
          sid: `SM${randomBytes(16).toString("hex")}`,
          to: r.form.get("To"),
          body: r.form.get("Body"),
          status: "queued",
        });
      if (r.method === "GET" && p === `${prefix}.json`)
        return json(200, { sid: accountSid, status: "active" });
      return json(404, { code: 20404, message: `fake has no ${r.method} ${p}`, status: 404 });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** POSTs a form to our webhook as Twilio would, signed with the account's auth token. */
export async function postAsTwilio(
  authToken: string,
  publicUrl: string,
  localUrl: string,
  params: Record<string, string>,
  opts: { badSignature?: boolean } = {},
) {
  const signature = opts.badSignature
    ? twilio.getExpectedTwilioSignature("not-the-token", publicUrl, params)
    : twilio.getExpectedTwilioSignature(authToken, publicUrl, params);
  return fetch(localUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
    body: new URLSearchParams(params).toString(),
  });
}
