import type PgBoss from "pg-boss";
import { retryWhileUnreachable } from "../src/db/errors";
import { startLiveness, type WorkerLiveness } from "../src/jobs/liveness";
import type { JobDefinition } from "../src/jobs/define";
import { DEAD_LETTER_QUEUE, jobs } from "../src/jobs/registry";
import type { Deps } from "../src/services/deps";
import { handlers } from "./handlers";
import { startWebhookDispatcher } from "../src/services/webhooks/deliver";
import { REQUEST_ID_KEY, runWithContext } from "../src/request-context";
import { contextFromCarrier, inSpan, markSpanFailed, SpanKind, TRACE_KEY } from "../src/telemetry";
import { recordJobDuration } from "../src/jobs/durations";
import { statementsInFlight } from "../src/jobs/queue";

export interface RunningWorkers {
  ids: string[];
  liveness: WorkerLiveness;
  /**
   * From now on a job handed to this process is not started but handed back to its queue,
   * untouched (state `created` again, no attempt used). Called first on SIGTERM.
   */
  stopTaking(): void;
  /**
   * Waits (until `deadline`, epoch ms) for pg-boss's fetches still in the air and for the jobs they
   * bring to be handed back, then stops beating. pg-boss itself is stopped before this and closed
   * by boot's shutdown after it.
   */
  stop(deadline?: number): Promise<void>;
}

/** How long a finished job's outcome is retried while the database is unreachable. */
const SETTLE_FOR_MS = 120_000;

/**
 * Subscribes every handler. A payload that fails validation is a bug, not a transient fault: it
 * goes to the dead-letter queue at once instead of being retried.
 *
 * Every job runs under a lease of this process (see src/jobs/liveness.ts), and its outcome is
 * stored here, waiting out a database restart: pg-boss would try once after the handler returns
 * and, with the database away, leave the job active until it expires. pg-boss's own completion
 * then finds the job settled and changes nothing.
 */
export async function startWorkers(
  boss: PgBoss,
  deps: Deps,
  opts: { pollingIntervalSeconds?: number; liveness?: WorkerLiveness; schema?: string } = {},
): Promise<RunningWorkers> {
  const liveness = opts.liveness ?? startLiveness(deps, boss, { queues: handlers.map((h) => h.job.name) });
  const ids: string[] = [];
  let taking = true;
  const handingBack = new Set<Promise<void>>();
  for (const h of handlers) {
    const n = Math.max(1, Math.min(h.job.policy.concurrency, deps.config.env.WORKER_CONCURRENCY));
    for (let i = 0; i < n; i++) {
      ids.push(
        await boss.work(
          h.job.name,
          { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5 },
          async ([job]) => {
            if (!job) return;
            if (!taking) {
              const back = handBack(boss, deps, h.job.name, job.id, opts.schema ?? "pgboss");
              handingBack.add(back);
              return back.finally(() => handingBack.delete(back));
            }
            // The job's log lines (and jobs it enqueues) name the request that caused it.
            const requestId = (job.data as Record<string, unknown> | null)?.[REQUEST_ID_KEY];
            const context = {
              requestId: typeof requestId === "string" ? requestId : `job-${job.id}`,
              jobId: job.id,
              queue: h.job.name,
            };
            return runWithContext(context, () =>
              inSpan(
                `job ${h.job.name}`,
                {
                  kind: SpanKind.CONSUMER,
                  attributes: {
                    "messaging.system": "pg-boss",
                    "messaging.operation.type": "process",
                    "messaging.destination.name": h.job.name,
                    "messaging.message.id": job.id,
                    "refline.request_id": context.requestId,
                  },
                  // Under the span of the request (or job) that enqueued it.
                  parent: contextFromCarrier((job.data as Record<string, unknown> | null)?.[TRACE_KEY]),
                },
                async () => {
                  const parsed = h.job.schema.safeParse(job.data);
                  if (!parsed.success) {
                    deps.log.error(
                      { job: h.job.name, id: job.id, issues: parsed.error.issues },
                      "invalid job payload",
                    );
                    await boss.send(DEAD_LETTER_QUEUE, {
                      job: h.job.name,
                      id: job.id,
                      data: job.data,
                      reason: "invalid payload",
                    });
                    return;
                  }
                  const started = Date.now();
                  let outcome: { ok: true; result: unknown } | { ok: false; err: unknown };
                  try {
                    await liveness.claim(h.job.name, job.id);
                    outcome = { ok: true, result: await h.run(deps, parsed.data) };
                  } catch (err) {
                    outcome = { ok: false, err };
                  }
                  const ms = Date.now() - started;
                  const settled = await settle(boss, deps, h.job.name, job.id, outcome);
                  if (settled) await liveness.release(job.id);
                  // A metric, never a reason to fail or retry the job.
                  await recordJobDuration(
                    deps.database.sql,
                    h.job.name,
                    outcome.ok ? "completed" : "failed",
                    ms / 1000,
                  ).catch((err: unknown) =>
                    deps.log.warn({ err, job: h.job.name }, "job duration not recorded"),
                  );
                  deps.log.debug({ job: h.job.name, id: job.id, ms, ok: outcome.ok }, "job done");
                  // Not settled: hand the outcome to pg-boss, which tries once more.
                  if (!outcome.ok && !settled) throw outcome.err;
                  if (!outcome.ok) markSpanFailed(outcome.err);
                  return outcome.ok ? outcome.result : undefined;
                },
              ),
            );
          },
        ),
      );
    }
  }
  // Jobs that also run on a clock say so in their definition (the typed registry).
  for (const job of Object.values(jobs) as JobDefinition[]) {
    if (job.cron) await boss.schedule(job.name, job.cron.pattern, {}, { tz: "UTC" }).catch(() => {});
  }
  // Webhook deliveries written by the database's triggers are picked up here and enqueued.
  const dispatcher = startWebhookDispatcher(deps);
  return {
    ids,
    liveness,
    stopTaking: () => {
      taking = false;
    },
    stop: async (deadline = Date.now() + 5000) => {
      taking = false;
      // A fetch sent before the stop answers with a job a moment later: wait for it to land (its
      // handler then hands the job back) so no job is left active when the pool closes.
      const statements = statementsInFlight(boss);
      while (Date.now() < deadline) {
        await statements.idle(deadline - Date.now());
        await new Promise((r) => setImmediate(r));
        await Promise.allSettled([...handingBack]);
        if (statements.size === 0 && handingBack.size === 0) break;
      }
      await dispatcher.stop();
      await liveness.stop();
    },
  };
}

/**
 * A job fetched while this process stops is put back as it was, ready for the next worker: state
 * `created`, not started, no retry used. Should that fail (a queue policy that allows one queued
 * job only, say), it is failed back instead, and retried under its policy.
 */
async function handBack(boss: PgBoss, deps: Deps, queue: string, id: string, schema: string): Promise<void> {
  try {
    const sql = deps.database.sql;
    await sql`
      update ${sql(schema)}.job set state = 'created', started_on = null
      where name = ${queue} and id = ${id} and state = 'active'`;
  } catch (err) {
    deps.log.warn({ err, job: queue, id }, "job not put back as it was; failing it back");
    await boss.fail(queue, id, { message: "the worker process stopped before starting it" }).catch(() => {});
  }
  deps.log.info({ job: queue, id }, "job handed back: this process is stopping");
}

/** Stores a job's outcome in pg-boss, retrying while the database is unreachable. */
async function settle(
  boss: PgBoss,
  deps: Deps,
  queue: string,
  id: string,
  outcome: { ok: true; result: unknown } | { ok: false; err: unknown },
): Promise<boolean> {
  if (!outcome.ok) deps.log.warn({ job: queue, id, err: outcome.err }, "job failed");
  try {
    await retryWhileUnreachable(async () => {
      if (outcome.ok) await boss.complete(queue, id, outcome.result as object);
      else {
        const e = outcome.err as { message?: unknown; stack?: unknown };
        await boss.fail(queue, id, { message: String(e?.message ?? e), stack: e?.stack });
      }
    }, SETTLE_FOR_MS);
    return true;
  } catch (err) {
    deps.log.error({ err, job: queue, id }, "storing a job's outcome failed");
    return false;
  }
}
