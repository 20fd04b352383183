import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceChecks } from "../../db/schema";
import type { RawTx } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { operatorCheckUrl } from "../admin/links";

type Obj = Record<string, unknown>;

/**
 * charge.dispute.created: a card holder opened a chargeback. The money is withdrawn and Stripe
 * gives a few days to answer, so the check is flagged (shown on /admin) and every operator is
 * e-mailed, in the same transaction as the event's record. The first dispute's time is kept.
 */
export async function recordDispute(deps: Deps, tx: Db, raw: RawTx, checkId: number, dispute: Obj) {
  const amount = Number(dispute.amount ?? 0);
  const currency = String(dispute.currency ?? "usd").toUpperCase();
  const reason = `${String(dispute.reason ?? "unspecified").slice(0, 100)}, ${(amount / 100).toFixed(2)} ${currency}`;
  const [check] = await tx
    .select({ disputedAt: referenceChecks.disputedAt })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId));
  await tx
    .update(referenceChecks)
    .set({ disputedAt: check?.disputedAt ?? deps.now(), disputeReason: reason, updatedAt: deps.now() })
    .where(eq(referenceChecks.id, checkId));
  await deps.queue.send(
    jobs.notifyDispute,
    { checkId, disputeId: String(dispute.id).slice(0, 255) },
    { tx: raw },
  );
}

/** The job: one e-mail per operator, keyed by dispute so a retried job sends nothing twice. */
export async function notifyDispute(deps: Deps, d: { checkId: number; disputeId: string }) {
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, d.checkId));
  if (!check) return { sent: 0 };
  const text = [
    `A chargeback was opened on check #${check.id}.`,
    "",
    `Dispute: ${d.disputeId}`,
    `Reason and amount: ${check.disputeReason ?? "unknown"}`,
    `Requester: ${check.requesterEmail}`,
    `Candidate: ${check.candidateName} (${check.role}, ${check.companyName})`,
    `Payment: ${check.stripePaymentIntentId ?? "unknown"}`,
    "",
    "Answer it in the Stripe dashboard before its evidence deadline; the check is flagged on /admin.",
    "",
    `The check's whole story: ${operatorCheckUrl(deps, check.publicId)}`,
  ].join("\n");
  let sent = 0;
  for (const to of deps.config.operatorEmails) {
    const r = await deps.providers.email.send({
      to,
      subject: `Chargeback opened on check #${check.id}`,
      text,
      tag: "dispute",
      idempotencyKey: `dispute:${d.disputeId}:${to}`,
    });
    if (!r.duplicate) sent++;
  }
  return { sent };
}
