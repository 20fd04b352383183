import { and, asc, eq } from "drizzle-orm";
import { checkReferences, refunds } from "../../db/schema";
import type { Deps } from "../deps";
import { refundFailedReferences } from "../payments/reference-refunds";
import { failureNoticeEmail } from "../checks/emails";
import { loadPhase } from "../checks/phase-load";
import { checkById } from "../checks/queries";

/**
 * The failure notice's words: what happened to each reference and what was refunded. The refunds it
 * reports are settled first (the same keyed refunds the refund-references job issues, so running
 * both never refunds twice): the e-mail states money actually returned. Null unless the check failed.
 */
export async function composeFailureNotice(
  deps: Deps,
  checkId: number,
): Promise<{ to: string; subject: string; text: string } | null> {
  const check = await checkById(deps.db, checkId);
  if (!check || check.status !== "failed") return null;
  await refundFailedReferences(deps, checkId);

  const settled = await checkById(deps.db, checkId);
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
  const phase = await loadPhase(deps, checkId);
  if (!phase) return null;
  const env = deps.config.env;

  const { subject, text } = failureNoticeEmail({
    check: c,
    references: refs.map((r) => ({
      reference: r,
      refunded: paidRefunds.find(
        (f) => f.idempotencyKey === `refund:${checkId}:reference:${r.referenceIndex}`,
      )?.amount,
    })),
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    publicBaseUrl: deps.config.publicBaseUrl,
    phase,
  });
  return { to: c.requesterEmail, subject, text };
}
