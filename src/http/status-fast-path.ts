import type { IncomingMessage, ServerResponse } from "node:http";
import { normalizeIP } from "@fastify/rate-limit";
import { requestIdFrom } from "../request-context";
import { freshCheckStatus } from "../services/checks/status-cache";
import type { Deps } from "../services/deps";
import { tracingEnabled } from "../telemetry";
import type { ClientCounts } from "./client-counts";
import { NO_STORE } from "./no-store";
import { unloggedPoll } from "./poll-logging";
import { matches, renderedJson } from "./rest/etag";

/**
 * GET /api/status/{id} answered from this process's status cache before Fastify sees the request.
 *
 * Status polls are most of the traffic, and a cached answer is a few hundred bytes already
 * rendered and tagged; Fastify's pipeline for it (request and reply objects, a child logger, a
 * dozen hooks, async onSend hooks, the reply's serialisation) cost several times what writing
 * the answer does. This path does only what such an answer needs, the same way the app does it:
 * the host check, the per-client rate limit (the very counter the plugin keeps: ./client-counts),
 * the security headers, the request id, no-store, the ETag and its 304, the latency metric.
 *
 * Anything it is not sure about goes to Fastify untouched (it returns false before writing):
 * a check not in the cache (unknown ids included: guessing is counted and answered there), an id
 * with characters a public id never has (Fastify decodes and validates it), a host it does not
 * know or a forwarded host, a client over its limit (Fastify answers the 429), a forwarded client
 * address it cannot judge, the poll that log sampling picks (./poll-logging: Fastify logs it as
 * before), tracing on, the app closing.
 */
const PREFIX = "/api/status/";
/** Public ids are base64url (src/services/checks); the procedure accepts at most 64 characters. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
const JSON_TYPE = "application/json; charset=utf-8";

export interface FastStatusOptions {
  deps: Deps;
  /** Host names the host check accepts (./host-check). */
  allowedHosts: ReadonlySet<string>;
  trustProxy: false | number | string[];
  /** The helmet headers every answer carries (./security-headers). */
  securityHeaders: Record<string, string>;
  counts: ClientCounts;
  /** The global limit per client and its window (the rate-limit plugin's settings). */
  limit: { max: number; windowMs: number };
  observe: (status: number, seconds: number) => void;
}

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function statusFastPath(opts: FastStatusOptions): FastPath & { close(): void } {
  const base: [string, string][] = Object.entries(opts.securityHeaders);
  base.push(["cache-control", NO_STORE]);
  const { max, windowMs } = opts.limit;
  let closing = false;

  const answer: FastPath = (req, res) => {
    const url = req.url;
    if (closing || req.method !== "GET" || !url || !url.startsWith(PREFIX)) return false;
    const id = url.slice(PREFIX.length);
    if (!PUBLIC_ID.test(id) || tracingEnabled()) return false;
    const status = freshCheckStatus(opts.deps, id);
    if (!status) return false;
    const headers = req.headers;
    if (headers["x-forwarded-host"] !== undefined || !opts.allowedHosts.has(hostnameOf(headers.host)))
      return false;
    const ip = clientAddress(req, opts.trustProxy);
    if (ip === undefined) return false;
    // The sampled poll is answered (and logged) by Fastify; this decision is remembered per request.
    if (!unloggedPoll(req)) return false;
    const now = Date.now();
    const count = opts.counts.count(normalizeIP(ip), windowMs, now);
    if (count.current > max) return false;

    const started = performance.now();
    const { bytes, etag } = renderedJson(status);
    const out: (string | number)[] = [];
    for (const [k, v] of base) out.push(k, v);
    out.push(
      "etag",
      etag,
      "x-request-id",
      requestIdFrom(headers["x-request-id"]),
      "x-ratelimit-limit",
      max,
      "x-ratelimit-remaining",
      Math.max(0, max - count.current),
      "x-ratelimit-reset",
      Math.ceil(count.ttl / 1000),
    );
    let code = 200;
    if (matches(headers["if-none-match"], etag)) {
      code = 304;
      res.writeHead(304, out).end();
    } else {
      out.push("content-type", JSON_TYPE, "content-length", bytes.length);
      res.writeHead(200, out).end(bytes);
    }
    opts.observe(code, (performance.now() - started) / 1000);
    return true;
  };
  return Object.assign(answer, { close: () => void (closing = true) });
}

/** Fastify's req.hostname for a Host header: the name without its port, lower case. */
function hostnameOf(host: string | undefined): string {
  if (!host) return "";
  const name = host[0] === "[" ? host.slice(0, host.indexOf("]") + 1) : host.split(":", 1)[0]!;
  return name.toLowerCase();
}

/**
 * Fastify's req.ip under TRUST_PROXY (app.ts passes a hop count as `(addr, hop) => hop < n`):
 * the address `n` hops back along X-Forwarded-For, read right to left, or the farthest one given.
 * A list of proxy addresses needs their ranges matched: undefined (Fastify decides) when the
 * request was forwarded.
 */
export function clientAddress(
  req: IncomingMessage,
  trustProxy: false | number | string[],
): string | undefined {
  const socketAddress = req.socket.remoteAddress;
  if (socketAddress === undefined) return undefined;
  const header = req.headers["x-forwarded-for"];
  if (trustProxy === false || typeof header !== "string") return socketAddress;
  if (typeof trustProxy !== "number") return undefined;
  const addrs = forwardedAddresses(header, socketAddress);
  return addrs[Math.min(trustProxy, addrs.length - 1)];
}

/** The socket's address, then X-Forwarded-For's entries from the nearest (as @fastify/forwarded). */
function forwardedAddresses(header: string, socketAddress: string): string[] {
  const result = [socketAddress];
  let end = header.length;
  let start = end;
  for (let i = end - 1; i >= 0; --i) {
    const char = header[i];
    if (char === " " || char === "\t") {
      if (start === end) start = end = i;
    } else if (char === ",") {
      if (start !== end) result.push(header.slice(start, end));
      start = end = i;
    } else start = i;
  }
  if (start !== end) result.push(header.substring(start, end));
  return result;
}
