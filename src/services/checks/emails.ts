import type { checkReferences, referenceChecks } from "../../db/schema";
import { RELATIONSHIP_LABELS } from "../../shared/check-request";
import type { Phase } from "./phase";
import { phaseEmailLines } from "./phase-email";
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
  /** The check's phase: the e-mail's state, next step and money are its words. */
  phase: Pick<Phase, "words">;
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

  const paid = c.paymentStatus !== "free" && Number(c.priceCharged) > 0;
  const text = [
    "Hello,",
    "",
    `Your reference check for ${c.candidateName} (${c.role} at ${c.companyName}):`,
    "",
    ...phaseEmailLines(p.phase),
    "",
    "What happened to each reference:",
    ...referenceLines,
    "",
    ...(paid
      ? [
          "Refunds go back to the card you paid with and usually appear within 5-10 business days.",
          `If you think more is due, reply to ${env.SUPPORT_EMAIL}.`,
          "",
        ]
      : []),
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
