import pino from "pino";
import type { Config } from "./config";
import { loggableRequest } from "./loggable-path";
import { currentContext } from "./request-context";

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
    // Every line written while serving a request or running a job names it.
    mixin: () => {
      const c = currentContext();
      return c ? { reqId: c.requestId, ...(c.jobId ? { jobId: c.jobId, queue: c.queue } : {}) } : {};
    },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
