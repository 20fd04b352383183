import { z } from "zod";
import { defineJob } from "../define";

/**
 * Daily: removes recordings, transcripts and analyses older than RETENTION_DAYS (accounting and
 * each check's status stay), runs deletions that reached their due date, and clears expired
 * sign-in links and never-confirmed data requests. Batched and safe to run twice.
 */
export const retentionPurgeJob = defineJob({
  name: "retention-purge",
  schema: z.object({ batchSize: z.number().int().min(1).max(5000).optional() }).default({}),
  policy: { retryLimit: 3, retryDelay: 60, expireInSeconds: 3600, concurrency: 1 },
  cron: { pattern: "30 3 * * *", why: "Daily, at a quiet hour: what is past RETENTION_DAYS goes." },
});
