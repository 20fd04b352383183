import pino from "pino";
import type { Config } from "./config";
import { currentContext } from "./request-context";

export function createLogger(config: Config, name: string): pino.Logger {
  return pino({
    name,
    level: config.isTest ? (process.env.LOG_LEVEL ?? "silent") : config.env.LOG_LEVEL,
    // Every line written while serving a request or running a job names it.
    mixin: () => {
      const c = currentContext();
      return c ? { reqId: c.requestId, ...(c.jobId ? { jobId: c.jobId, queue: c.queue } : {}) } : {};
    },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      remove: true,
    },
  });
}
