import { and, eq, isNull } from "drizzle-orm";
import { emailReports, referenceChecks } from "../../db/schema";
import { jobs } from "../../jobs/registry";
import { EmailRejectedError } from "../../providers/email/types";
import type { Deps } from "../deps";
import { loadReportData } from "./data";
import { reportEmail } from "./email";
import { getReportFile } from "./files";

export { escapeHtml } from "./html";

export type DeliveryOutcome = "sent" | "already-sent" | "recovered" | "deferred" | "refused";

export const reportEmailKey = (checkId: number) => `report:${checkId}:standard`;

/**
 * E-mails the report to the requester (and only the requester), exactly once, and completes the
 * check. The email_reports row is the ledger, keyed per check:
 *
 *   pending ──claim──▶ sending ──provider accepted──▶ sent ──webhook──▶ delivered | bounced
 *
 * "sending" is written (with sentAt = when the attempt began) BEFORE the provider is called. If
 * the process dies after the provider accepted the message but before "sent" is written, the
 * next run finds "sending" and asks the provider whether a message with this idempotency key
 * went out (Postmark: an outbound-message search on the key we put in its metadata). Found: it is
 * recorded, nothing is sent. Not found once the provider's search has caught up: it never went
 * out, so it is sent. A run that finds the search not yet caught up waits and looks again.
 * This gives exactly one e-mail in every crash case except one the provider itself loses.
 */
export async function deliverReport(deps: Deps, checkId: number): Promise<DeliveryOutcome> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check) throw new Error(`check ${checkId} not found`);
  const file = await getReportFile(deps, checkId, "standard");
  if (!file) throw new Error(`check ${checkId} has no rendered report`);
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const key = reportEmailKey(checkId);
  const email = deps.providers.email;

  await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: checkId,
      recipientEmail: check.requesterEmail,
      reportType: "standard",
      emailProvider: email.name,
      pdfPath: `report_files/${checkId}/standard/${file.fileName}`,
      redFlags: data.summary.flags
        .filter((f) => f.level === "red")
        .map((f) => `${f.referenceName}: ${f.title}: "${f.evidence}"`),
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: emailReports.idempotencyKey });
  const [record] = await deps.db.select().from(emailReports).where(eq(emailReports.idempotencyKey, key));
  if (!record) throw new Error(`email_reports row for ${key} missing`);

  if (["sent", "delivered", "bounced"].includes(record.status)) {
    await completeCheck(deps, checkId, record.sentAt);
    return "already-sent";
  }
  if (record.status === "failed") return "refused";

  if (record.status === "sending") {
    // A previous run handed the message to the provider and never recorded the answer.
    const found = await email.findSent?.(key);
    if (found) {
      const sentAt = record.sentAt ?? deps.now();
      await markSent(deps, record.id, found.messageId, sentAt);
      await completeCheck(deps, checkId, sentAt);
      return "recovered";
    }
    const lag = email.settleAfterSeconds ?? 0;
    const elapsed = record.sentAt ? (deps.now().getTime() - record.sentAt.getTime()) / 1000 : Infinity;
    if (elapsed < lag) {
      // The send may still be in flight, or the provider's search may not show it yet: look
      // again once it has settled.
      await deps.queue.send(
        jobs.deliverReport,
        { checkId },
        {
          startAfter: new Date(deps.now().getTime() + (lag - elapsed + 5) * 1000),
          singletonKey: `deliver-settle:${checkId}`,
        },
      );
      return "deferred";
    }
  }

  // Claim the send: only one run moves the row from what it read to "sending".
  const startedAt = deps.now();
  const claimed = await deps.db
    .update(emailReports)
    .set({ status: "sending", sentAt: startedAt, error: null })
    .where(
      and(
        eq(emailReports.id, record.id),
        eq(emailReports.status, record.status),
        record.sentAt ? eq(emailReports.sentAt, record.sentAt) : isNull(emailReports.sentAt),
      ),
    )
    .returning({ id: emailReports.id });
  if (!claimed.length) return "deferred"; // another run holds it; its own retries settle it

  const product = env.PRODUCT_NAME;
  const base = deps.config.publicBaseUrl;
  const content = reportEmail(data, {
    fileName: file.fileName,
    dashboardUrl: `${base}/dashboard`,
    statusUrl: `${base}/check-status/${check.publicId}`,
  });
  let sent;
  try {
    sent = await email.send({
      to: check.requesterEmail,
      subject: content.subject,
      text: content.text,
      html: content.html,
      tag: "report",
      idempotencyKey: key,
      attachments: [{ filename: file.fileName, contentType: "application/pdf", content: file.content }],
    });
  } catch (err) {
    const message = (err as Error).message.slice(0, 500);
    if (err instanceof EmailRejectedError) {
      // Nothing went out. A permanent refusal (a bad address) is final; anything else retries.
      const permanent = err.statusCode === 422;
      await deps.db
        .update(emailReports)
        .set({ status: permanent ? "failed" : "pending", sentAt: null, error: message })
        .where(eq(emailReports.id, record.id));
      if (permanent) {
        deps.log.error({ checkId, err: message }, `${product}: the report e-mail was refused`);
        await completeCheck(deps, checkId, null);
        return "refused";
      }
    } else {
      await deps.db.update(emailReports).set({ error: message }).where(eq(emailReports.id, record.id));
    }
    throw err;
  }
  await markSent(deps, record.id, sent.messageId, startedAt);
  await completeCheck(deps, checkId, startedAt);
  return sent.duplicate ? "already-sent" : "sent";
}

async function markSent(deps: Deps, id: number, messageId: string, sentAt: Date) {
  await deps.db
    .update(emailReports)
    .set({ status: "sent", emailId: messageId, sentAt, error: null })
    .where(and(eq(emailReports.id, id), eq(emailReports.status, "sending")));
}

/** The check is completed once its report is delivered (or, if e-mail refused it, available). */
async function completeCheck(deps: Deps, checkId: number, deliveredAt: Date | null) {
  const now = deps.now();
  const [check] = await deps.db
    .select({ at: referenceChecks.reportDeliveredAt })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId));
  await deps.db
    .update(referenceChecks)
    .set({
      status: "completed",
      reportDeliveredAt: check?.at ?? deliveredAt,
      updatedAt: now,
      lastProgressAt: now,
    })
    .where(eq(referenceChecks.id, checkId));
}
