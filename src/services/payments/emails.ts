import type { referenceChecks } from "../../db/schema";

/** The payments capability's e-mails: the requester's receipt (sent by receipt-email.ts) and the operators' chargeback alert. */

const usd = (n: number) => `$${n.toFixed(2)}`;

/** Every operator is told of a chargeback, with the check's operator page. */
export function disputeAlertEmail(
  check: typeof referenceChecks.$inferSelect,
  disputeId: string,
  checkUrl: string,
): { subject: string; text: string } {
  const text = [
    `A chargeback was opened on check #${check.id}.`,
    "",
    `Dispute: ${disputeId}`,
    `Reason and amount: ${check.disputeReason ?? "unknown"}`,
    `Requester: ${check.requesterEmail}`,
    `Candidate: ${check.candidateName} (${check.role}, ${check.companyName})`,
    `Payment: ${check.stripePaymentIntentId ?? "unknown"}`,
    "",
    "Answer it in the Stripe dashboard before its evidence deadline; the check is flagged on /admin.",
    "",
    `The check's whole story: ${checkUrl}`,
  ].join("\n");
  return { subject: `Chargeback opened on check #${check.id}`, text };
}

/** The requester's payment receipt (sent by the product when no payment provider sends one). */
export function receiptEmail(p: {
  check: typeof referenceChecks.$inferSelect;
  references: number;
  paymentRef: string;
  paidAt: string;
  simulated: boolean;
  productName: string;
  supportEmail: string;
  publicBaseUrl: string;
}): { subject: string; text: string } {
  const check = p.check;
  const lines = [
    "Hello,",
    "",
    `Thank you for your payment. This is your receipt from ${p.productName}.`,
    "",
    `Amount paid: ${usd(Number(check.priceCharged))} (USD)`,
    `For: reference check of ${check.candidateName} (${check.role} at ${check.companyName}), ${p.references} reference${p.references === 1 ? "" : "s"}`,
    `Reference check: #${check.id}`,
    `Payment reference: ${p.paymentRef}`,
    `Date: ${p.paidAt}`,
    ...(p.simulated ? ["", "Simulated payment: no card was charged."] : []),
    "",
    "A reference we cannot interview is refunded automatically.",
    `Track the check: ${p.publicBaseUrl}/check-status/${check.publicId}`,
    "",
    `Questions? Reply to ${p.supportEmail}.`,
    "",
    p.productName,
  ];
  return {
    subject: `Your ${p.productName} receipt: ${usd(Number(check.priceCharged))} for the reference check of ${check.candidateName}`,
    text: lines.join("\n"),
  };
}
