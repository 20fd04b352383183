import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkReferences, emailReports, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError, notFound } from "../../errors";
import { jobs } from "../../jobs/registry";
import { loadReportData } from "../reports/data";
import { reportEmail } from "../reports/email";
import { getReportFile } from "../reports/files";
import { nextBusinessInstant } from "../scheduling/windows";
import type { Deps } from "../deps";
import { lockCheckOrNotFound } from "./lock-check";

const MAX_ATTEMPTS = 3;

/**
 * Calls one reference of a running check again: its next attempt, now if the reference's calling
 * window is open (else when it opens). The dial is keyed per attempt, so a retry already queued
 * for the same attempt never rings the phone a second time.
 */
export async function recallReference(deps: Deps, checkId: number, referenceIndex: number) {
  const now = deps.now();
  return transaction(deps.database, async (tx, raw) => {
    const check = await lockCheckOrNotFound(tx, checkId);
    if (check.status !== "processing")
      throw new AppError(
        "CONFLICT",
        `Only a running check's references can be called again; this one is ${check.status}`,
      );
    const [ref] = await tx
      .select()
      .from(checkReferences)
      .where(
        and(
          eq(checkReferences.referenceCheckId, checkId),
          eq(checkReferences.referenceIndex, referenceIndex),
        ),
      );
    if (!ref) throw notFound("Reference");
    if (ref.status === "in_progress")
      throw new AppError("CONFLICT", `Reference ${referenceIndex} is on a call right now`);
    if (ref.status === "completed")
      throw new AppError("CONFLICT", `Reference ${referenceIndex} was already interviewed`);
    if (ref.status === "failed")
      throw new AppError(
        "CONFLICT",
        `Reference ${referenceIndex} is closed: ${ref.failureReason ?? "failed"}`,
      );
    if (ref.attemptsMade >= MAX_ATTEMPTS)
      throw new AppError("CONFLICT", `Reference ${referenceIndex} has had all ${MAX_ATTEMPTS} attempts`);
    const attempt = ref.attemptsMade + 1;
    const at = deps.config.ignoreCallingWindows
      ? now
      : nextBusinessInstant(now, ref.timezone ?? "America/New_York");
    await deps.queue.send(jobs.placeCall, { checkId, referenceIndex, attempt }, { tx: raw, startAfter: at });
    await tx
      .update(referenceChecks)
      .set({ lastProgressAt: now, updatedAt: now })
      .where(eq(referenceChecks.id, checkId));
    return { success: true as const, checkId, referenceIndex, attempt, at };
  });
}

/** E-mails a completed check's report to its requester once more (a new message each time). */
export async function resendReport(deps: Deps, checkId: number) {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check) throw notFound("Reference check");
  if (check.status !== "completed")
    throw new AppError("CONFLICT", "Only a completed check's report can be resent");
  const file = await getReportFile(deps, checkId, "standard");
  if (!file) throw new AppError("CONFLICT", "This check has no report to resend");
  const env = deps.config.env;
  const data = await loadReportData(deps.db, checkId, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const base = deps.config.publicBaseUrl;
  const content = reportEmail(data, {
    fileName: file.fileName,
    dashboardUrl: `${base}/dashboard`,
    statusUrl: `${base}/check-status/${check.publicId}`,
  });
  const key = `resend:${checkId}:${randomUUID()}`;
  const [row] = await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: checkId,
      recipientEmail: check.requesterEmail,
      reportType: "resend",
      status: "sending",
      emailProvider: deps.providers.email.name,
      idempotencyKey: key,
      sentAt: deps.now(),
    })
    .returning({ id: emailReports.id });
  try {
    const sent = await deps.providers.email.send({
      to: check.requesterEmail,
      subject: content.subject,
      text: content.text,
      html: content.html,
      tag: "report",
      idempotencyKey: key,
      attachments: [{ filename: file.fileName, contentType: "application/pdf", content: file.content }],
    });
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId })
      .where(eq(emailReports.id, row!.id));
    return { success: true as const, to: check.requesterEmail, messageId: sent.messageId };
  } catch (err) {
    await deps.db
      .update(emailReports)
      .set({ status: "failed", error: (err as Error).message.slice(0, 500) })
      .where(eq(emailReports.id, row!.id));
    throw new AppError("UNAVAILABLE", `The report e-mail could not be sent: ${(err as Error).message}`);
  }
}
