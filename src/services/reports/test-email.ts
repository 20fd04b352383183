import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailReports, referenceChecks } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { loadReportData } from "./data";
import { reportEmail } from "./email";
import { getReportFile } from "./files";
import { operatorCheckUrl } from "../admin/links";

export interface TestEmailResult {
  success: true;
  to: string;
  messageId: string;
  attached: boolean;
  provider: string;
}

/**
 * POST /api/send-test-email/{id}: sends the operator who asked (never the requester) a copy of
 * the report e-mail of one check, marked as a test, so the e-mail path can be checked end to end.
 * Each request is its own test e-mail, recorded in email_reports as reportType "test".
 */
export async function sendTestEmail(
  deps: Deps,
  input: { checkId: number; operatorEmail: string },
): Promise<TestEmailResult> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, input.checkId));
  if (!check) throw new AppError("NOT_FOUND", "Reference check not found");
  const env = deps.config.env;
  const data = await loadReportData(deps.db, check.id, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const file = await getReportFile(deps, check.id, "standard");
  const base = deps.config.publicBaseUrl;
  const notice = `Test e-mail for check #${check.id}, sent to an operator. The requester (${check.requesterEmail}) was not e-mailed.${file ? "" : " The report has not been generated yet, so nothing is attached."} The check: ${operatorCheckUrl(deps, check.publicId)}`;
  const content = reportEmail(data, {
    fileName: file?.fileName ?? "(not generated yet)",
    dashboardUrl: `${base}/dashboard`,
    statusUrl: `${base}/check-status/${check.publicId}`,
    testNotice: notice,
  });
  const key = `test:${check.id}:${randomUUID()}`;
  const [row] = await deps.db
    .insert(emailReports)
    .values({
      referenceCheckId: check.id,
      recipientEmail: input.operatorEmail,
      reportType: "test",
      status: "sending",
      emailProvider: deps.providers.email.name,
      idempotencyKey: key,
      sentAt: deps.now(),
    })
    .returning({ id: emailReports.id });
  try {
    const sent = await deps.providers.email.send({
      to: input.operatorEmail,
      subject: content.subject,
      text: content.text,
      html: content.html,
      tag: "test",
      idempotencyKey: key,
      attachments: file
        ? [{ filename: file.fileName, contentType: "application/pdf", content: file.content }]
        : [],
    });
    await deps.db
      .update(emailReports)
      .set({ status: "sent", emailId: sent.messageId })
      .where(eq(emailReports.id, row!.id));
    return {
      success: true,
      to: input.operatorEmail,
      messageId: sent.messageId,
      attached: !!file,
      provider: deps.providers.email.name,
    };
  } catch (err) {
    await deps.db
      .update(emailReports)
      .set({ status: "failed", error: (err as Error).message.slice(0, 500) })
      .where(eq(emailReports.id, row!.id));
    throw new AppError("UNAVAILABLE", "Failed to send test email");
  }
}
