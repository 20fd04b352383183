import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { oneOf } from "./states";

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

/**
 * How long jobs ran, as histogram buckets counted by every worker process (the scrape of any web
 * process reads them; workers have no port). One row per queue, outcome and bucket: `runs` counts
 * the runs whose duration fell in (previous bound, le], `seconds` adds their durations. The counts
 * only ever grow, as a Prometheus histogram's must.
 */
export const jobDurations = pgTable(
  "job_durations",
  {
    queue: text().notNull(),
    outcome: text().notNull(),
    le: doublePrecision().notNull(),
    runs: bigint({ mode: "number" }).notNull().default(0),
    seconds: doublePrecision().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.queue, t.outcome, t.le] }),
    check("job_durations_outcome_check", oneOf(t.outcome, ["completed", "failed"])),
  ],
);
