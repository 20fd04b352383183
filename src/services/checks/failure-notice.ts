import { and, asc, eq } from "drizzle-orm";
import { checkReferences, referenceChecks, refunds } from "../../db/schema";
import { RELATIONSHIP_LABELS } from "../../shared/check-request";
import type { Deps } from "../deps";
import { refundFailedReferences } from "../payments/reference-refunds";
import { outcomeSentence, referenceOutcome } from "./reference-outcome";

const usd = (n: number) => `$${n.toFixed(2)}`;

/**
 * The failure notice's words: what happened to each reference and what was refunded. The refunds it
 * reports are settled first (the same keyed refunds the refund-references job issues, so running
 * both never refunds twice): the e-mail states money actually returned. Null unless the check failed.
 */
export async function composeFailureNotice(
  deps: Deps,
  checkId: number,
): Promise<{ to: string; subject: string; text: string } | null> {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!check || check.status !== "failed") return null;
  await refundFailedReferences(deps, checkId);

  const [settled] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  const refs = await deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId))
    .orderBy(asc(checkReferences.referenceIndex));
  const paidRefunds = await deps.db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.referenceCheckId, checkId), eq(refunds.kind, "check"), eq(refunds.status, "succeeded")),
    );
  const c = settled ?? check;
  const env = deps.config.env;
  const statusUrl = `${deps.config.publicBaseUrl}/check-status/${c.publicId}`;

  const referenceLines = refs.map((r) => {
    const label = RELATIONSHIP_LABELS[r.relationship as keyof typeof RELATIONSHIP_LABELS] ?? r.relationship;
    const outcome = referenceOutcome(r.status, r.failureReason) ?? "unreachable";
    const refund = paidRefunds.find(
      (f) => f.idempotencyKey === `refund:${checkId}:reference:${r.referenceIndex}`,
    );
    return `- ${r.name} (${label}): ${outcomeSentence(outcome, r.attemptsMade, r.failureReason)}${
      refund ? ` Refunded: ${usd(Number(refund.amount))}.` : ""
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
    `You can start a new check with other references at ${deps.config.publicBaseUrl}/#reference-form`,
    "",
    `Questions? Reply to ${env.SUPPORT_EMAIL}.`,
    "",
    env.PRODUCT_NAME,
  ].join("\n");

  return {
    to: c.requesterEmail,
    subject: `Your ${env.PRODUCT_NAME} reference check for ${c.candidateName} could not be completed`,
    text,
  };
}
