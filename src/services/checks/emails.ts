import type { checkReferences, referenceChecks } from "../../db/schema";
import { RELATIONSHIP_LABELS } from "../../shared/check-request";
import { outcomeSentence, referenceOutcome } from "./reference-outcome";

/* The checks capability's e-mails (sent by their jobs through the provider, keyed per check). */

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The requester's notice that nobody could be interviewed: each reference's story and the money. */
export function failureNoticeEmail(p: {
  check: typeof referenceChecks.$inferSelect;
  /** Each reference with the amount refunded for it (a succeeded reference refund), if any. */
  references: { reference: typeof checkReferences.$inferSelect; refunded: string | undefined }[];
  productName: string;
  supportEmail: string;
  publicBaseUrl: string;
}): { subject: string; text: string } {
  const c = p.check;
  const env = { PRODUCT_NAME: p.productName, SUPPORT_EMAIL: p.supportEmail };
  const statusUrl = `${p.publicBaseUrl}/check-status/${c.publicId}`;
  const referenceLines = p.references.map(({ reference: r, refunded }) => {
    const label = RELATIONSHIP_LABELS[r.relationship as keyof typeof RELATIONSHIP_LABELS] ?? r.relationship;
    const outcome = referenceOutcome(r.status, r.failureReason, r.attemptsMade) ?? "unreachable";
    return `- ${r.name} (${label}): ${outcomeSentence(outcome, r.attemptsMade, r.failureReason)}${
      refunded !== undefined ? ` Refunded: ${usd(Number(refunded))}.` : ""
    }`;
  });

  const charged = Number(c.priceCharged);
  const refunded = Number(c.amountRefunded);
  const moneyLines =
    c.paymentStatus === "free" || charged === 0
      ? ["This check was free: nothing was charged, so there is nothing to refund."]
      : refunded >= charged
        ? [
            `You paid ${usd(charged)} and all of it, ${usd(refunded)}, has been refunded to the card you paid with.`,
            "Refunds usually appear on your statement within 5-10 business days.",
          ]
        : [
            `You paid ${usd(charged)}; ${usd(refunded)} has been refunded to the card you paid with.`,
            `If you think more is due, reply to ${env.SUPPORT_EMAIL}.`,
          ];

  const text = [
    "Hello,",
    "",
    `We could not interview any reference for ${c.candidateName} (${c.role} at ${c.companyName}), so there is no report for this check.`,
    "",
    "What happened to each reference:",
    ...referenceLines,
    "",
    "What was refunded:",
    ...moneyLines,
    "",
    `Check status: ${statusUrl}`,
    `You can start a new check with other references at ${p.publicBaseUrl}/#reference-form`,
    "",
    `Questions? Reply to ${env.SUPPORT_EMAIL}.`,
    "",
    env.PRODUCT_NAME,
  ].join("\n");

  return {
    subject: `Your ${env.PRODUCT_NAME} reference check for ${c.candidateName} could not be completed`,
    text,
  };
}
