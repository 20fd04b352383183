import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  callAnalytics,
  callLogs,
  consentLogs,
  dataRequests,
  emailOutbox,
  emailReports,
  reportFiles,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { deleteExpiredSessions } from "../accounts/sessions";
import { deleteOldSignInLinks } from "../accounts/sign-in-links";
import type { Deps } from "../deps";
import { CALL_CONTENT_FIELDS, deleteProviderRecordings, PURGED_CALL_FIELDS } from "./erase";
import { executeDueDeletions } from "./operator";

const DAY = 24 * 60 * 60 * 1000;
/** A request nobody confirmed in this long is dropped (it holds a phone number and nothing else). */
export const UNCONFIRMED_REQUEST_DAYS = 30;

export interface PurgeResult {
  calls: number;
  recordingsDeleted: number;
  recordingsFailed: number;
  reports: number;
  outboxMessages: number;
  signInLinks: number;
  /** Sessions past their (sliding) expiry. */
  sessions: number;
  unconfirmedRequests: number;
  dueDeletions: number;
}

/**
 * The daily retention purge (job retention-purge). A call older than RETENTION_DAYS (counted
 * from its end, or from when it was placed) loses its recording (also at the carrier),
 * transcript, answers and analysis; its per-question analytics lose their text (the anonymous
 * measures stay for the question statistics); the consent record loses the reference's words;
 * the stored PDFs of its check are deleted (the dashboard then says the report is gone) and the
 * delivery ledger drops its quoted red flags. The check, its status, price, payment and refunds,
 * and each call's existence, times and outcome stay. Rows are taken in id order, `batchSize` at
 * a time; a recording the carrier fails to delete is tried again the next day. Running it twice
 * changes nothing the second time.
 */
export async function purgeExpiredData(deps: Deps, opts: { batchSize?: number } = {}): Promise<PurgeResult> {
  const batchSize = opts.batchSize ?? 200;
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.config.env.RETENTION_DAYS * DAY);
  const result: PurgeResult = {
    calls: 0,
    recordingsDeleted: 0,
    recordingsFailed: 0,
    reports: 0,
    outboxMessages: 0,
    signInLinks: 0,
    sessions: 0,
    unconfirmedRequests: 0,
    dueDeletions: 0,
  };

  let afterId = 0;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(callLogs)
      .where(
        and(
          gt(callLogs.id, afterId),
          sql`coalesce(${callLogs.callEndTime}, ${callLogs.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
          or(isNull(callLogs.purgedAt), isNotNull(callLogs.recordingUrl), isNotNull(callLogs.recordingSid)),
        ),
      )
      .orderBy(asc(callLogs.id))
      .limit(batchSize);
    if (!batch.length) break;
    afterId = batch[batch.length - 1]!.id;

    const recordingKept: number[] = [];
    for (const log of batch) {
      if (!log.recordingUrl && !log.recordingSid) continue;
      try {
        result.recordingsDeleted += await deleteProviderRecordings(deps, [log]);
      } catch (err) {
        deps.log.warn({ err, callLogId: log.id }, "recording deletion failed; retried next run");
        recordingKept.push(log.id);
        result.recordingsFailed++;
      }
    }
    const ids = batch.map((l) => l.id);
    const checkIds = [...new Set(batch.map((l) => l.referenceCheckId))];
    await transaction(deps, async ({ db: tx }) => {
      for (const log of batch) {
        const keepRecording = recordingKept.includes(log.id);
        await tx
          .update(callLogs)
          .set({
            ...(keepRecording ? CALL_CONTENT_FIELDS : PURGED_CALL_FIELDS),
            purgedAt: log.purgedAt ?? now,
            updatedAt: now,
          })
          .where(eq(callLogs.id, log.id));
      }
      await tx
        .update(callAnalytics)
        .set({ responseText: null, followUpQuestion: null })
        .where(inArray(callAnalytics.callId, ids));
      await tx.update(consentLogs).set({ rawResponse: null }).where(inArray(consentLogs.callLogId, ids));
      const gone = await tx
        .delete(reportFiles)
        .where(inArray(reportFiles.referenceCheckId, checkIds))
        .returning({ id: reportFiles.id });
      result.reports += gone.length;
      await tx
        .update(emailReports)
        .set({ redFlags: [] })
        .where(inArray(emailReports.referenceCheckId, checkIds));
    });
    result.calls += batch.filter((l) => !l.purgedAt).length;
    if (batch.length < batchSize) break;
  }

  // Report PDFs kept with old e-mails (the simulated outbox keeps attachments; Postmark's record does not).
  for (;;) {
    const old = await deps.db
      .select({ id: emailOutbox.id, attachments: emailOutbox.attachments })
      .from(emailOutbox)
      .where(
        and(
          lt(emailOutbox.sentAt, cutoff),
          sql`exists (select 1 from jsonb_array_elements(${emailOutbox.attachments}) a where coalesce(a->>'content', '') <> '')`,
        ),
      )
      .limit(batchSize);
    if (!old.length) break;
    for (const m of old)
      await deps.db
        .update(emailOutbox)
        .set({ attachments: m.attachments.map((a) => ({ ...a, content: "" })) })
        .where(eq(emailOutbox.id, m.id));
    result.outboxMessages += old.length;
    if (old.length < batchSize) break;
  }

  result.signInLinks = await deleteOldSignInLinks(deps);
  result.sessions = await deleteExpiredSessions(deps);
  const stale = await deps.db
    .delete(dataRequests)
    .where(
      and(
        eq(dataRequests.status, "pending_verification"),
        lt(dataRequests.createdAt, new Date(now.getTime() - UNCONFIRMED_REQUEST_DAYS * DAY)),
      ),
    )
    .returning({ id: dataRequests.id });
  result.unconfirmedRequests = stale.length;
  result.dueDeletions = await executeDueDeletions(deps);
  deps.log.info({ ...result, retentionDays: deps.config.env.RETENTION_DAYS }, "retention purge");
  return result;
}
