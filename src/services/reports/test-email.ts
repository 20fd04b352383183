import { randomUUID } from "node:crypto";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { sendKeyed } from "../email/keyed";
import { loadReportData } from "./data";
import { checkReportEmail, testEmailNotice } from "./emails";
import { getReportFile } from "./files";
import { operatorCheckUrl } from "../checks/operator-links";
import { checkById } from "../checks/queries";

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
 * Each request is its own test e-mail (a fresh key), recorded in email_reports as reportType "test".
 */
export async function sendTestEmail(
  deps: Deps,
  input: { checkId: number; operatorEmail: string },
): Promise<TestEmailResult> {
  const check = await checkById(deps.db, input.checkId);
  if (!check) throw new AppError("NOT_FOUND", "Reference check not found");
  const env = deps.config.env;
  const data = await loadReportData(deps.db, check.id, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const file = await getReportFile(deps, check.id, "standard");
  const content = checkReportEmail(data, {
    publicBaseUrl: deps.config.publicBaseUrl,
    publicId: check.publicId,
    fileName: file?.fileName ?? "(not generated yet)",
    testNotice: testEmailNotice({
      checkId: check.id,
      requesterEmail: check.requesterEmail,
      attached: !!file,
      operatorCheckUrl: operatorCheckUrl(deps, check.publicId),
    }),
  });
  try {
    const sent = await sendKeyed(deps, {
      key: `test:${check.id}:${randomUUID()}`,
      checkId: check.id,
      to: input.operatorEmail,
      reportType: "test",
      tag: "test",
      onFailure: "final",
      compose: async () => ({
        ...content,
        attachments: file
          ? [{ filename: file.fileName, contentType: "application/pdf", content: file.content }]
          : [],
      }),
    });
    return {
      success: true,
      to: input.operatorEmail,
      messageId: sent.messageId ?? "",
      attached: !!file,
      provider: deps.providers.email.name,
    };
  } catch {
    throw new AppError("UNAVAILABLE", "Failed to send test email");
  }
}
