import type { Deps } from "../deps";
import { loadCheck, referenceCount } from "./load";

export const receiptEmailKey = (checkId: number) => `receipt:${checkId}`;

/**
 * Who e-mails the payment receipt. Live Stripe does: every payment carries the requester's address
 * as its receipt e-mail (card form and hosted checkout alike). Simulated payments have no provider
 * to send one, so the product sends its own. The success pages say which.
 */
export function receiptSender(deps: Pick<Deps, "providers">): "stripe" | "product" {
  return deps.providers.payments.mode === "live" ? "stripe" : "product";
}

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The send-receipt job: one receipt per paid check, keyed so a rerun sends nothing twice. */
export async function sendPaymentReceipt(
  deps: Deps,
  checkId: number,
): Promise<"sent" | "already" | "skipped"> {
  if (receiptSender(deps) !== "product") return "skipped";
  const check = await loadCheck(deps.db, checkId);
  if (check.paymentStatus === "free" || check.paymentStatus === "pending") return "skipped";
  const env = deps.config.env;
  const refs = await referenceCount(deps.db, checkId);
  const paymentRef = check.stripePaymentIntentId ?? check.stripeCheckoutSessionId ?? `check-${check.id}`;
  const paidAt = (check.updatedAt ?? deps.now()).toISOString().slice(0, 10);
  const lines = [
    "Hello,",
    "",
    `Thank you for your payment. This is your receipt from ${env.PRODUCT_NAME}.`,
    "",
    `Amount paid: ${usd(Number(check.priceCharged))} (USD)`,
    `For: reference check of ${check.candidateName} (${check.role} at ${check.companyName}), ${refs} reference${refs === 1 ? "" : "s"}`,
    `Reference check: #${check.id}`,
    `Payment reference: ${paymentRef}`,
    `Date: ${paidAt}`,
    ...(deps.providers.payments.mode === "simulated" ? ["", "Simulated payment: no card was charged."] : []),
    "",
    "A reference we cannot interview is refunded automatically.",
    `Track the check: ${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
    "",
    `Questions? Reply to ${env.SUPPORT_EMAIL}.`,
    "",
    env.PRODUCT_NAME,
  ];
  const sent = await deps.providers.email.send({
    to: check.requesterEmail,
    subject: `Your ${env.PRODUCT_NAME} receipt: ${usd(Number(check.priceCharged))} for the reference check of ${check.candidateName}`,
    text: lines.join("\n"),
    tag: "receipt",
    idempotencyKey: receiptEmailKey(checkId),
  });
  return sent.duplicate ? "already" : "sent";
}
