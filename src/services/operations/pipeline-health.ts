import { DEAD_LETTER_QUEUE } from "../../jobs/registry";
import type { Deps } from "../deps";

/** The job pipeline at a glance, for the operator's health panel. */
export interface PipelineHealth {
  /** Jobs waiting to run (created or waiting to retry), dead letters excepted. */
  queueDepth: number;
  /** Jobs that exhausted their retries or had an invalid payload, not yet looked at. */
  deadLetters: number;
  /** Worker processes whose heartbeat is younger than WORKER_DEAD_AFTER_SECONDS. */
  liveWorkers: number;
}

export async function pipelineHealth(deps: Pick<Deps, "database" | "config">): Promise<PipelineHealth> {
  const sql = deps.database.sql;
  const [row] = await sql<PipelineHealth[]>`
    select
      (select count(*)::int from pgboss.job
        where state in ('created', 'retry') and name <> ${DEAD_LETTER_QUEUE}) as "queueDepth",
      (select count(*)::int from pgboss.job
        where state in ('created', 'retry') and name = ${DEAD_LETTER_QUEUE}) as "deadLetters",
      (select count(*)::int from worker_processes
        where heartbeat_at > now() - make_interval(secs => ${deps.config.env.WORKER_DEAD_AFTER_SECONDS})) as "liveWorkers"`;
  return row!;
}
