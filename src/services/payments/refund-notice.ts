import type { Deps } from "../deps";
import { sendKeyedEmail } from "../email/keyed";
import { phaseEmailLines } from "../checks/phase-email";
import { loadPhase } from "../checks/phase-load";
import { partialRefundEmail } from "./emails";
import { loadCheck } from "./load";

/**
 * E-mails the requester that money came back (how much, of what, why, and where the check now
 * stands in its phase's words), once per refund: the e-mail is keyed, so a retry sends nothing twice.
 */
export async function sendRefundNotice(
  deps: Deps,
  p: { checkId: number; amount: number; reason: string; key: string },
): Promise<"sent" | "already-sent" | "skipped"> {
  const check = await loadCheck(deps.db, p.checkId);
  const env = deps.config.env;
  return sendKeyedEmail(deps, {
    key: p.key,
    checkId: p.checkId,
    to: check.requesterEmail,
    copyToShared: true,
    reportType: "refund_notice",
    tag: "refund-notice",
    compose: async () => {
      const phase = await loadPhase(deps, p.checkId);
      return partialRefundEmail({
        check,
        amount: p.amount,
        reason: p.reason,
        productName: env.PRODUCT_NAME,
        supportEmail: env.SUPPORT_EMAIL,
        publicBaseUrl: deps.config.publicBaseUrl,
        phaseLines: phase ? phaseEmailLines(phase) : [],
      });
    },
  });
}
