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
  /** The body's UTF-8 bytes, encoded once. */
  bytes: Buffer;
  etag: string;
}
const rendered = new WeakMap<object, Rendered>();

export function renderedJson(value: object): Rendered {
  let r = rendered.get(value);
  if (!r) {
    const body = JSON.stringify(value);
    const bytes = Buffer.from(body);
    r = { body, bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` };
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
 * Replies a route's `answer` sent itself while returning something else. `reply.sent` is not
 * enough: it turns true only once the async onSend hooks have run and the bytes are written, so
 * a handler that returned the value meanwhile had Fastify send it a second time (a warning with
 * a stack trace, logged synchronously, on every status poll).
 */
const sentByAnswer = new WeakSet<FastifyReply>();
export const answeredOn = (reply: FastifyReply) => reply.sent || sentByAnswer.has(reply);

/**
 * Sends `value` with its ETag (or 304) on `reply`, as a binding's `answer`: it returns the value
 * so the route's answer type stays the JSON it sends (the adapter sees, through `answeredOn`,
 * that the reply is already on its way).
 */
export function sendTagged<T extends object>(value: T, reply: FastifyReply): T {
  const { bytes, etag } = renderedJson(value);
  void reply.header("etag", etag).header("cache-control", NO_STORE);
  sentByAnswer.add(reply);
  if (matches(reply.request.headers["if-none-match"], etag)) void reply.code(304).send();
  else void reply.type("application/json; charset=utf-8").send(bytes);
  return value;
}
