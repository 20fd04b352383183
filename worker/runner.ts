import type PgBoss from "pg-boss";
import { DEAD_LETTER_QUEUE } from "../src/jobs/registry";
import type { Deps } from "../src/services/deps";
import { handlers } from "./handlers";

/**
 * Subscribes every handler. A payload that fails validation is a bug, not a transient fault: it
 * goes to the dead-letter queue at once instead of being retried.
 */
export async function startWorkers(boss: PgBoss, deps: Deps, opts: { pollingIntervalSeconds?: number } = {}) {
  const ids: string[] = [];
  for (const h of handlers) {
    const n = Math.max(1, Math.min(h.job.policy.concurrency, deps.config.env.WORKER_CONCURRENCY));
    for (let i = 0; i < n; i++) {
      ids.push(
        await boss.work(
          h.job.name,
          { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5 },
          async ([job]) => {
            if (!job) return;
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
            const result = await h.run(deps, parsed.data);
            deps.log.debug({ job: h.job.name, id: job.id, ms: Date.now() - started, result }, "job done");
            return result;
          },
        ),
      );
    }
  }
  await boss.schedule("sweep", "* * * * *", {}, { tz: "UTC" }).catch(() => {});
  // Hourly keeps today's admin_analytics row fresh; each run rewrites the last 3 days.
  await boss.schedule("admin-rollup", "5 * * * *", {}, { tz: "UTC" }).catch(() => {});
  // Daily, at a quiet hour: recordings, transcripts and analyses past RETENTION_DAYS go.
  await boss.schedule("retention-purge", "30 3 * * *", {}, { tz: "UTC" }).catch(() => {});
  return ids;
}
