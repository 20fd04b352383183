import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceChecks } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { operatorCheckUrl } from "../checks/operator-links";
import { disputeAlertEmail } from "./emails";
import { checkById } from "../checks/queries";

type Obj = Record<string, unknown>;

/**
 * charge.dispute.created: a card holder opened a chargeback. The money is withdrawn and Stripe
 * gives a few days to answer, so the check is flagged (shown on /admin) and every operator is
 * e-mailed, in the same transaction as the event's record. The first dispute's time is kept.
 */
export async function recordDispute(deps: Deps, tx: Db, enqueue: Enqueue, checkId: number, dispute: Obj) {
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
  await enqueue(jobs.notifyDispute, { checkId, disputeId: String(dispute.id).slice(0, 255) });
}

/** The job: one e-mail per operator, keyed by dispute so a retried job sends nothing twice. */
export async function notifyDispute(deps: Deps, d: { checkId: number; disputeId: string }) {
  const check = await checkById(deps.db, d.checkId);
  if (!check) return { sent: 0 };
  const message = disputeAlertEmail(check, d.disputeId, operatorCheckUrl(deps, check.publicId));
  let sent = 0;
  for (const to of deps.config.operatorEmails) {
    const r = await deps.providers.email.send({
      to,
      ...message,
      tag: "dispute",
      idempotencyKey: `dispute:${d.disputeId}:${to}`,
    });
    if (!r.duplicate) sent++;
  }
  return { sent };
}
