import { eq } from "drizzle-orm";
import { emailReports, referenceChecks } from "../../db/schema";
import { composeFailureNotice } from "../checks/failure-notice";
import type { Deps } from "../deps";
import { escapeHtml } from "./html";

export const failureNoticeKey = (checkId: number) => `failure-notice:${checkId}`;

/**
 * Sends the failure notice for a failed check, at most once: the email_reports row is keyed per
 * check and the provider deduplicates on the same key, so a retried job sends nothing twice.
 */
export async function notifyCheckFailed(
  deps: Deps,
  checkId: number,
): Promise<"sent" | "already-sent" | "skipped"> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check || check.status !== "failed") return "skipped";
  const key = failureNoticeKey(checkId);
  const email = deps.providers.email;
  await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: checkId,
      recipientEmail: check.requesterEmail,
      reportType: "failure_notice",
      emailProvider: email.name,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: emailReports.idempotencyKey });
  const [record] = await deps.db.select().from(emailReports).where(eq(emailReports.idempotencyKey, key));
  if (!record) throw new Error(`email_reports row for ${key} missing`);
  if (["sent", "delivered", "bounced"].includes(record.status)) return "already-sent";
  const notice = await composeFailureNotice(deps, checkId);
  if (!notice) return "skipped";
  const content = {
    subject: notice.subject,
    text: notice.text,
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#0f172a">${notice.text
      .split("\n")
      .map((l) => (l ? `<p style="margin:0 0 8px">${escapeHtml(l)}</p>` : ""))
      .join("")}</body></html>`,
  };
  const startedAt = deps.now();
  await deps.db
    .update(emailReports)
    .set({ status: "sending", sentAt: startedAt })
    .where(eq(emailReports.id, record.id));
  try {
    const sent = await email.send({
      to: check.requesterEmail,
      subject: content.subject,
      text: content.text,
      html: content.html,
      tag: "failure-notice",
      idempotencyKey: key,
    });
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId, error: null })
      .where(eq(emailReports.id, record.id));
    return sent.duplicate ? "already-sent" : "sent";
  } catch (err) {
    await deps.db
      .update(emailReports)
      .set({ status: "pending", error: (err as Error).message.slice(0, 500) })
      .where(eq(emailReports.id, record.id));
    throw err;
  }
}
