import { composeFailureNotice } from "./failure-notice";
import type { Deps } from "../deps";
import { sendKeyedEmail } from "../email/keyed";
import { checkById } from "../checks/queries";

export const failureNoticeKey = (checkId: number) => `failure-notice:${checkId}`;

/**
 * Sends the failure notice for a failed check, at most once: the email_reports row is keyed per
 * check and the provider deduplicates on the same key, so a retried job sends nothing twice.
 */
export async function notifyCheckFailed(
  deps: Deps,
  checkId: number,
): Promise<"sent" | "already-sent" | "skipped"> {
  const check = await checkById(deps.db, checkId);
  if (!check || check.status !== "failed") return "skipped";
  return sendKeyedEmail(deps, {
    key: failureNoticeKey(checkId),
    checkId,
    to: check.requesterEmail,
    copyToShared: true,
    reportType: "failure_notice",
    tag: "failure-notice",
    compose: () => composeFailureNotice(deps, checkId),
  });
}
