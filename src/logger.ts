import pino from "pino";
import type { Config } from "./config";

export function createLogger(config: Config, name: string): pino.Logger {
  return pino({
    name,
    level: config.isTest ? (process.env.LOG_LEVEL ?? "silent") : config.env.LOG_LEVEL,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      remove: true,
    },
  });
}
