import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What the receiver answers for one request (status, or "hang" to never answer in time). */
export type Behaviour = (req: Received, nth: number) => number | "hang" | Promise<number | "hang">;

/**
 * A local webhook receiver as a customer would run it: it records every request and dedupes by
 * `webhook-id` (`processed` holds each id once, in the order first accepted with a 2xx).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const processed: string[] = [];
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => (body += d.toString()));
    req.on("end", () => {
      void (async () => {
        const path = req.url ?? "/";
        const r: Received = {
          path,
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body,
          at: Date.now(),
        };
        received.push(r);
        const n = (counts.get(path) ?? 0) + 1;
        counts.set(path, n);
        const answer = await (behaviours.get(path) ?? (() => 200))(r, n);
        if (answer === "hang") return; // the sender's timeout ends it
        if (answer >= 200 && answer < 300 && !processed.includes(r.headers["webhook-id"]!))
          processed.push(r.headers["webhook-id"]!);
        res.statusCode = answer;
        res.end(answer >= 300 ? "nope" : "ok");
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    processed,
    on(path: string, b: Behaviour) {
      behaviours.set(path, b);
    },
    at: (path: string) => received.filter((r) => r.path === path),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
