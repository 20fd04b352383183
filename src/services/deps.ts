import type pino from "pino";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import type { Providers } from "../providers";

/** What every service function receives. Built once per process; tests build their own. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  providers: Providers;
  /** Injected clock: services never call Date.now() directly. */
  now: () => Date;
  log: pino.Logger;
}
