import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { referenceChecks, reportFiles } from "../../db/schema";
import { notFound } from "../../errors";
import type { Deps } from "../deps";
import { escapeHtml } from "../reports/deliver";

/**
 * Test Email: sends the report e-mail of one check, exactly as the requester would get it but
 * addressed to the operator (never to the customer), so delivery can be checked end to end.
 * Each click is a new message (its own idempotency key).
 */
export async function sendTestEmail(
  deps: Deps,
  checkId: number,
  operatorEmail: string | null,
): Promise<{ success: true; messageId: string; to: string; withReport: boolean }> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check) throw notFound("Reference check");
  const [file] = await deps.db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.referenceCheckId, checkId), eq(reportFiles.design, "standard")));
  const to =
    operatorEmail && operatorEmail.includes("@") && !operatorEmail.endsWith("@operators")
      ? operatorEmail
      : (deps.config.operatorEmails[0] ?? deps.config.env.SUPPORT_EMAIL);
  const product = deps.config.env.PRODUCT_NAME;
  const statusUrl = `${deps.config.publicBaseUrl}/check-status/${check.publicId}`;
  const sent = await deps.providers.email.send({
    to,
    subject: `[Test] Your ${product} reference report for ${check.candidateName}`,
    text: `This is a test of the report e-mail for check #${check.id} (requested by ${check.requesterEmail}).\n\nThe reference report for ${check.candidateName} (${check.role}) ${file ? "is attached" : "has not been generated yet"}.\nStatus page: ${statusUrl}\n\n${product}`,
    html: `<p>This is a test of the report e-mail for check #${check.id} (requested by ${escapeHtml(check.requesterEmail)}).</p><p>The reference report for <strong>${escapeHtml(check.candidateName)}</strong> (${escapeHtml(check.role)}) ${file ? "is attached" : "has not been generated yet"}.</p><p><a href="${statusUrl}">View the check</a></p><p>${product}</p>`,
    tag: "test-email",
    idempotencyKey: `test-email:${checkId}:${randomUUID()}`,
    attachments: file
      ? [{ filename: file.fileName, contentType: file.contentType, content: file.content }]
      : [],
  });
  return { success: true, messageId: sent.messageId, to, withReport: !!file };
}
