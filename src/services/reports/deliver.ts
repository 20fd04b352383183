import { and, eq } from "drizzle-orm";
import { emailReports, referenceChecks, reportFiles } from "../../db/schema";
import type { Deps } from "../deps";

/**
 * E-mails the report to the requester (and only the requester), once. The email_reports row is
 * keyed per check, and the provider gets the same idempotency key, so a job that runs twice
 * sends one e-mail.
 */
export async function deliverReport(deps: Deps, checkId: number): Promise<"sent" | "already-sent"> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check) throw new Error(`check ${checkId} not found`);
  const [file] = await deps.db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.referenceCheckId, checkId), eq(reportFiles.design, "standard")));
  if (!file) throw new Error(`check ${checkId} has no rendered report`);
  const key = `report:${checkId}:standard`;
  await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: checkId,
      recipientEmail: check.requesterEmail,
      reportType: "standard",
      emailProvider: deps.providers.email.name,
      pdfPath: `report_files/${file.id}`,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: emailReports.idempotencyKey });
  const [record] = await deps.db.select().from(emailReports).where(eq(emailReports.idempotencyKey, key));
  let outcome: "sent" | "already-sent" = "already-sent";
  if (record!.status === "pending") {
    const product = deps.config.env.PRODUCT_NAME;
    const statusUrl = `${deps.config.publicBaseUrl}/check-status/${check.publicId}`;
    const sent = await deps.providers.email.send({
      to: check.requesterEmail,
      subject: `Your ${product} reference report for ${check.candidateName}`,
      text: `Hello,\n\nThe reference report for ${check.candidateName} (${check.role}) is attached.\nStatus page: ${statusUrl}\n\n${product}`,
      html: `<p>Hello,</p><p>The reference report for <strong>${escapeHtml(check.candidateName)}</strong> (${escapeHtml(check.role)}) is attached.</p><p><a href="${statusUrl}">View the check</a></p><p>${product}</p>`,
      tag: "report",
      idempotencyKey: key,
      attachments: [{ filename: file.fileName, contentType: "application/pdf", content: file.content }],
    });
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId, sentAt: deps.now() })
      .where(eq(emailReports.id, record!.id));
    outcome = sent.duplicate ? "already-sent" : "sent";
  }
  const now = deps.now();
  await deps.db
    .update(referenceChecks)
    .set({
      status: "completed",
      reportDeliveredAt: check.reportDeliveredAt ?? now,
      updatedAt: now,
      lastProgressAt: now,
    })
    .where(eq(referenceChecks.id, checkId));
  return outcome;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}
