import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import type { JobDefinition, JobPayload } from "../jobs/define";
import type { Database, Db } from "./client";
import * as schema from "./schema";

/** When and how often a job enqueued inside a transaction may run. */
export interface EnqueueOptions {
  startAfter?: Date;
  singletonKey?: string;
}

/**
 * Enqueues a registered job (`jobs.*` in src/jobs/registry.ts, with its payload's shape) on the
 * transaction's own connection: the job exists only if the transaction commits.
 */
export type Enqueue = <J extends JobDefinition>(
  job: J,
  payload: JobPayload<J>,
  opts?: EnqueueOptions,
) => Promise<string | null>;

/** The one handle a transaction's work gets: its drizzle handle and its enqueue. */
export interface Tx {
  db: Db;
  enqueue: Enqueue;
}

/** What enqueues jobs (src/jobs/queue.ts's JobQueue), given the transaction to send them in. */
export interface JobSender {
  send<J extends JobDefinition>(
    job: J,
    payload: JobPayload<J>,
    opts: EnqueueOptions & { tx: postgres.TransactionSql },
  ): Promise<string | null>;
}

/**
 * Runs `fn` in one transaction on `deps.database`. Its handle's `db` and `enqueue` share the
 * transaction, so the jobs it enqueues commit or roll back with the state change.
 */
export async function transaction<T>(
  deps: { database: Database; queue?: JobSender },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { database, queue } = deps;
  return (await database.sql.begin((raw) => {
    // drizzle reads the client's parser options; a transaction handle shares its parent's.
    const client = Object.assign(raw, { options: database.sql.options }) as unknown as postgres.Sql;
    const enqueue: Enqueue = (job, payload, opts) => {
      if (!queue) throw new Error(`No job queue to enqueue ${job.name} with`);
      return queue.send(job, payload, { ...opts, tx: raw });
    };
    return fn({ db: drizzle(client, { schema, casing: "snake_case" }), enqueue });
  })) as T;
}

/** Postgres's codes for a transaction it chose to abort so another could go on. */
const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * `transaction`, run again when Postgres picks it as a deadlock or serialization victim. For work
 * that a provider sends once and does not retry (an inbound text, an inbound call): losing it to a
 * lock race would lose a person's STOP. `fn` must keep its effects inside the transaction.
 */
export async function transactionRetrying<T>(
  deps: { database: Database; queue?: JobSender },
  fn: (tx: Tx) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(deps, fn);
    } catch (err) {
      if (!RETRYABLE.has((err as { code?: string }).code ?? "") || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80 * attempt));
    }
  }
}
