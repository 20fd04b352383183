import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Worker processes alive now: each one beats here every few seconds (database clock). A row whose
 * beat is older than WORKER_DEAD_AFTER_SECONDS belongs to a process that died (kill -9, lost dyno).
 */
export const workerProcesses = pgTable("worker_processes", {
  id: uuid().primaryKey(),
  pid: integer().notNull(),
  host: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which worker process runs which pg-boss job right now: written when a handler starts, removed
 * when it ends. The jobs of a process that stopped beating are handed back to the queue at once,
 * instead of waiting for their expiry (minutes).
 */
export const jobLeases = pgTable(
  "job_leases",
  {
    jobId: uuid().primaryKey(),
    queue: text().notNull(),
    workerId: uuid().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.workerId)],
);
