import PgBoss from "pg-boss";
import pino from "pino";
import type postgres from "postgres";
import type { JobDefinition, JobPayload } from "./define";
import { allJobs, DEAD_LETTER_QUEUE } from "./registry";
import { currentContext, REQUEST_ID_KEY } from "../request-context";
import { InFlight, pgBossDb } from "./pgboss-db";
import { traceCarrier, TRACE_KEY } from "../telemetry";

export interface EnqueueOptions {
  /** Enqueue inside this open transaction, so the job exists only if the state change commits. */
  tx?: postgres.TransactionSql | postgres.Sql;
  startAfter?: Date;
  singletonKey?: string;
}

/** Typed enqueue over pg-boss: only registered jobs, only their payload shape. */
export class JobQueue {
  constructor(readonly boss: PgBoss) {}

  async send<J extends JobDefinition>(
    job: J,
    payload: JobPayload<J>,
    opts: EnqueueOptions = {},
  ): Promise<string | null> {
    // The request that caused the job travels with it (outside the payload's schema, which
    // strips it before the handler sees the data) so the job's log lines name that request.
    const requestId = currentContext()?.requestId;
    const trace = traceCarrier();
    const data = {
      ...(job.schema.parse(payload) as object),
      ...(requestId ? { [REQUEST_ID_KEY]: requestId } : {}),
      ...(trace ? { [TRACE_KEY]: trace } : {}),
    };
    const tx = opts.tx;
    return this.boss.send(job.name, data, {
      retryLimit: job.policy.retryLimit,
      retryDelay: job.policy.retryDelay,
      retryBackoff: job.policy.retryBackoff,
      expireInSeconds: job.policy.expireInSeconds,
      deadLetter: DEAD_LETTER_QUEUE,
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(tx ? { db: pgBossDb(tx) } : {}),
    });
  }
}

/**
 * Starts pg-boss on the app's own postgres.js pool (no driver or pool of its own: see pgboss-db)
 * and makes sure every queue exists. Stop it before closing that pool.
 */
export async function startBoss(
  sql: postgres.Sql,
  opts: { role: "web" | "worker"; schema?: string; log?: Pick<pino.Logger, "error"> },
): Promise<PgBoss> {
  // pg-boss's own failures (maintenance, a lost connection) go to the process's log.
  const log = opts.log ?? pino({ name: `pg-boss ${opts.role}` });
  const inFlight = new InFlight();
  const boss = new PgBoss({
    db: pgBossDb(sql, inFlight),
    schema: opts.schema ?? "pgboss",
    // The web process only enqueues; maintenance and cron belong to the worker.
    supervise: opts.role === "worker",
    schedule: opts.role === "worker",
    // Expiry of jobs held by a crashed worker is found by maintenance: every 30 s rather than
    // pg-boss's 2 minutes, so a killed worker's jobs are retried soon after their expiry.
    maintenanceIntervalSeconds: 30,
  });
  boss.on("error", (err) => log.error({ err, role: opts.role }, "pg-boss error"));
  statements.set(boss, inFlight);
  await boss.start();
  await ensureQueues(boss);
  return boss;
}

const statements = new WeakMap<PgBoss, InFlight>();

/** pg-boss's statements still in the air for a boss started by `startBoss` (none for any other). */
export function statementsInFlight(boss: PgBoss): InFlight {
  return statements.get(boss) ?? new InFlight();
}

export async function ensureQueues(boss: PgBoss): Promise<void> {
  // Processes started together (two dynos after a deploy) create the same queues at once, and
  // Postgres may pick one of them as a deadlock victim; the victim simply tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await createMissingQueues(boss);
    } catch (err) {
      if ((err as { code?: string }).code !== "40P01" || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

async function createMissingQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  if (!existing.has(DEAD_LETTER_QUEUE)) await boss.createQueue(DEAD_LETTER_QUEUE).catch(ignoreExists);
  for (const job of allJobs) {
    if (existing.has(job.name)) continue;
    await boss
      .createQueue(job.name, {
        name: job.name,
        retryLimit: job.policy.retryLimit,
        retryDelay: job.policy.retryDelay,
        retryBackoff: job.policy.retryBackoff,
        expireInSeconds: job.policy.expireInSeconds,
        deadLetter: DEAD_LETTER_QUEUE,
      })
      .catch(ignoreExists);
  }
}

function ignoreExists(err: unknown) {
  // Two processes starting together may both create a queue; the loser sees a duplicate key.
  if (!/duplicate key|already exists/i.test(String((err as Error)?.message))) throw err;
}
