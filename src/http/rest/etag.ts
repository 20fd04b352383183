import { createHash } from "node:crypto";
import type { FastifyReply } from "fastify";
import { NO_STORE } from "../no-store";

/**
 * An answer sent as its JSON bytes with a strong ETag, and 304 to a client that already holds
 * them (If-None-Match). The bytes and their tag are computed once per answer object, so an answer
 * served from a cache (the status page's) is serialised and hashed once, not once per request.
 */
interface Rendered {
  body: string;
  etag: string;
}
const rendered = new WeakMap<object, Rendered>();

export function renderedJson(value: object): Rendered {
  let r = rendered.get(value);
  if (!r) {
    const body = JSON.stringify(value);
    r = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    rendered.set(value, r);
  }
  return r;
}

/** If-None-Match names this tag (or `*`): weak comparison, as RFC 9110 §13.1.2 asks. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Sends `value` with its ETag (or 304) on `reply`, as a binding's `answer`: it returns the value
 * so the route's answer type stays the JSON it sends (the adapter sees the reply already sent).
 */
export function sendTagged<T extends object>(value: T, reply: FastifyReply): T {
  const { body, etag } = renderedJson(value);
  void reply.header("etag", etag).header("cache-control", NO_STORE);
  if (matches(reply.request.headers["if-none-match"], etag)) void reply.code(304).send();
  else void reply.type("application/json; charset=utf-8").send(body);
  return value;
}
