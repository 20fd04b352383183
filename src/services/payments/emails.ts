import type { referenceChecks } from "../../db/schema";
import { quote, type PricingTier } from "../pricing/rules";

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

/**
 * How many references a payment bought: the count whose price it is (a candidate-led check is
 * priced for the references the candidate may enter, before any is entered), else those on file.
 */
export function referencesBought(check: typeof referenceChecks.$inferSelect, onFile: number): number {
  const paid = Math.round(Number(check.priceCharged) * 100);
  for (let n = 1; n <= 3; n++)
    if (Math.round(quote(n, check.pricingTier as PricingTier).totalPrice * 100) === paid) return n;
  return onFile;
}

/** The requester's payment receipt (sent by the product when no payment provider sends one). */
export function receiptEmail(p: {
  check: typeof referenceChecks.$inferSelect;
  references: number;
  /** The check's refunds so far (amount in dollars, and why). */
  refunds?: { amount: number; reason: string }[];
  paymentRef: string;
  paidAt: string;
  simulated: boolean;
  productName: string;
  supportEmail: string;
  publicBaseUrl: string;
  /** The check's state, next step and money in its phase's words (checks/phase-email). */
  phaseLines: string[];
  /** The organization that owns the check (it pays), or null for personal use. */
  organization?: { name: string; billingEmail: string } | null;
}): { subject: string; text: string } {
  const check = p.check;
  const bought = referencesBought(check, p.references);
  const each = bought ? Number(check.priceCharged) / bought : 0;
  const back = (p.refunds ?? []).map((r) => `Refunded: ${usd(r.amount)} (${r.reason.replace(/\.$/, "")})`);
  const lines = [
    "Hello,",
    "",
    `Thank you for your payment. This is your receipt from ${p.productName}.`,
    "",
    `Amount paid: ${usd(Number(check.priceCharged))} (USD)`,
    `For: reference check of ${check.candidateName} (${check.role} at ${check.companyName}), ${bought} reference${bought === 1 ? "" : "s"} at ${usd(each)} each${check.referencesBy === "candidate" ? " (the candidate enters them; any they do not enter is refunded)" : ""}`,
    ...back,
    ...(p.organization
      ? [`Billed to: ${p.organization.name} (billing e-mail ${p.organization.billingEmail})`]
      : []),
    `Reference check: #${check.id}`,
    `Payment reference: ${p.paymentRef}`,
    `Date: ${p.paidAt}`,
    ...(p.simulated ? ["", "Simulated payment: no card was charged."] : []),
    "",
    ...p.phaseLines,
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

/**
 * The requester's notice of money coming back (part or all of it): how much, of what, and why,
 * then where the check stands in its phase's words. Sent once per refund (its idempotency key), so
 * the money a requester sees leave never goes unexplained.
 */
export function partialRefundEmail(p: {
  check: typeof referenceChecks.$inferSelect;
  amount: number;
  reason: string;
  productName: string;
  supportEmail: string;
  publicBaseUrl: string;
  phaseLines: string[];
}): { subject: string; text: string } {
  const c = p.check;
  const paid = Number(c.priceCharged);
  const whole = Math.round(p.amount * 100) >= Math.round(paid * 100);
  const text = [
    "Hello,",
    "",
    whole
      ? `We refunded your payment of ${usd(paid)} in full for the reference check of ${c.candidateName} (${c.role} at ${c.companyName}).`
      : `We refunded ${usd(p.amount)} of your ${usd(paid)} payment for the reference check of ${c.candidateName} (${c.role} at ${c.companyName}).`,
    "",
    `Why: ${p.reason}`,
    "",
    ...p.phaseLines,
    "",
    "The refund goes back to the card you paid with; it usually appears within 5-10 business days.",
    `Track the check: ${p.publicBaseUrl}/check-status/${c.publicId}`,
    "",
    `Questions? Reply to ${p.supportEmail}.`,
    "",
    p.productName,
  ].join("\n");
  return { subject: `Refund of ${usd(p.amount)} for the reference check of ${c.candidateName}`, text };
}
