import pino from "pino";
import type { Config } from "./config";
import { loggableRequest } from "./loggable-path";
import { currentContext } from "./request-context";

/** Whether a logger already carries `reqId` among its bindings (Fastify's per-request child does). */
const bindsReqId = new WeakMap<pino.Logger, boolean>();
function hasReqIdBinding(logger: pino.Logger): boolean {
  let bound = bindsReqId.get(logger);
  if (bound === undefined) {
    bound = "reqId" in logger.bindings();
    bindsReqId.set(logger, bound);
  }
  return bound;
}

/** `destination`: where lines go (stdout unless a test captures them at the configured level). */
export function createLogger(
  config: Config,
  name: string,
  destination?: pino.DestinationStream,
): pino.Logger {
  const options: pino.LoggerOptions = {
    name,
    level: config.isTest && !destination ? (process.env.LOG_LEVEL ?? "silent") : config.env.LOG_LEVEL,
    // A request is logged by its route pattern, never its URL: paths and queries carry tokens.
    serializers: { req: loggableRequest },
    // Every line written while serving a request or running a job names it, once: a line from
    // Fastify's request logger has reqId bound already, and a key written twice makes the line
    // invalid for log stores that refuse duplicate keys.
    mixin: (_merge, _level, logger) => {
      const c = currentContext();
      if (!c) return {};
      const job = c.jobId ? { jobId: c.jobId, queue: c.queue } : {};
      return hasReqIdBinding(logger) ? job : { reqId: c.requestId, ...job };
    },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
