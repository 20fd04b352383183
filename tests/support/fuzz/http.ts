import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Loopback source address (127.0.0.x): each one is a separate client for the rate limiter. */
  from?: string;
}

const agents = new Map<string, http.Agent>();
function agentFor(from: string): http.Agent {
  let a = agents.get(from);
  if (!a) {
    a = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: from });
    agents.set(from, a);
  }
  return a;
}

/**
 * A bare HTTP request with exactly the bytes given: no client-side JSON encoding, no header
 * normalisation, so malformed bodies and odd content types reach the server as written.
 */
export function rawRequest(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const from = req.from ?? "127.0.0.1";
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: {
          ...(req.body !== undefined ? { "content-length": String(Buffer.byteLength(req.body)) } : {}),
          ...req.headers,
        },
        agent: agentFor(from),
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    r.on("timeout", () => r.destroy(new Error(`timeout: ${req.method} ${req.path}`)));
    r.on("error", reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

export function closeAgents() {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

/** Runs `fn` over items with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
