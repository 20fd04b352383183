import type { IncomingMessage } from "node:http";

/**
 * A status page polls every 30 s for as long as it is open, and customers' scripts poll too: a
 * synchronous log line on arrival and on completion of each poll would cost more than answering it
 * from the cache. One poll in STATUS_POLL_LOG_SAMPLE is logged as any request is (with its request
 * id, which every answer also carries in x-request-id); the others are not. Server errors are still
 * logged by the error handler, and every other route logs every request.
 */
export const STATUS_POLL_LOG_SAMPLE = 100;
const POLL = /^\/(api\/status\/|trpc\/checks\.status(\?|$))/;
let polls = 0;
/** Fastify asks once per line (incoming, completed): one decision per request. */
const decided = new WeakMap<object, boolean>();

type AnyRequest = IncomingMessage | { raw: IncomingMessage };

/** Fastify's disableRequestLogging: true for a status poll that is not sampled. */
export function unloggedPoll(req: AnyRequest): boolean {
  const raw = "raw" in req ? req.raw : req;
  let skip = decided.get(raw);
  if (skip === undefined) {
    skip = false;
    if (raw.method === "GET" && POLL.test(raw.url ?? "")) {
      polls = (polls + 1) % STATUS_POLL_LOG_SAMPLE;
      skip = polls !== 1;
    }
    decided.set(raw, skip);
  }
  return skip;
}
