import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refunds } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { loadCheck, REFUNDABLE_PAYMENT_STATES } from "./load";
import { syncRefundedTotal } from "./mark-paid";
import { sendRefundNotice } from "./refund-notice";
import { toCents, toDollars } from "./money";
import type { PaymentState, RefundState } from "../../shared/states";

export interface RefundResult {
  refundId: number;
  providerRefundId: string | null;
  amount: number;
  paymentStatus: PaymentState;
  amountRefunded: number;
}

/**
 * Issues one refund, at most once per idempotency key, whatever crashes or retries happen:
 *   1. the refund is recorded (pending) before the provider is asked, under its key;
 *   2. the provider is asked with the same key, so a repeat returns the same refund;
 *   3. the row and the check's refunded total are settled.
 * A repeat of a settled key changes nothing. Returns null when nothing is left to refund.
 */
export async function issueRefund(
  deps: Deps,
  p: { checkId: number; amountCents?: number; reason: string; idempotencyKey: string },
): Promise<RefundResult | null> {
  const prepared = await transaction(deps, async ({ db: tx }) => {
    const check = await loadCheck(tx, p.checkId, true);
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, p.idempotencyKey));
    if (existing) return { row: existing, paymentIntentId: check.stripePaymentIntentId };
    if (!REFUNDABLE_PAYMENT_STATES.includes(check.paymentStatus) || !check.stripePaymentIntentId) {
      if (check.paymentStatus === "refunded") return null;
      throw new AppError(
        "CONFLICT",
        `Only a paid check can be refunded (payment status: ${check.paymentStatus})`,
      );
    }
    const refundable =
      toCents(check.priceCharged) - Math.max(toCents(check.amountRefunded), await committed(tx, p.checkId));
    const amount = Math.min(p.amountCents ?? refundable, refundable);
    if (amount <= 0) return null;
    const [row] = await tx
      .insert(refunds)
      .values({
        referenceCheckId: p.checkId,
        idempotencyKey: p.idempotencyKey,
        amount: toDollars(amount),
        reason: p.reason.slice(0, 500),
        status: "pending",
        createdAt: deps.now(),
      })
      .returning();
    return { row: row!, paymentIntentId: check.stripePaymentIntentId };
  });
  if (!prepared) return null;
  const { row } = prepared;
  if (row.status !== "succeeded") {
    let providerRefund;
    try {
      providerRefund = await deps.providers.payments.createRefund({
        paymentIntentId: prepared.paymentIntentId!,
        amount: toCents(row.amount),
        reason: "requested_by_customer",
        metadata: { referenceCheckId: String(p.checkId), refundId: String(row.id) },
        idempotencyKey: p.idempotencyKey,
      });
    } catch (err) {
      await deps.db.update(refunds).set({ status: "failed" }).where(eq(refunds.id, row.id));
      deps.log.error({ err, checkId: p.checkId, refundId: row.id }, "refund failed at the provider");
      throw new AppError(
        "UNAVAILABLE",
        `The refund failed at the payment provider: ${(err as Error).message}`,
      );
    }
    await transaction(deps, async ({ db: tx }) => {
      await loadCheck(tx, p.checkId, true);
      await tx
        .update(refunds)
        .set({ status: "succeeded", providerRefundId: providerRefund.id })
        .where(eq(refunds.id, row.id));
      await syncRefundedTotal(deps, tx, p.checkId, await committed(tx, p.checkId, ["succeeded"]));
    });
  }
  const after = await loadCheck(deps.db, p.checkId);
  const [settled] = await deps.db.select().from(refunds).where(eq(refunds.id, row.id));
  return {
    refundId: row.id,
    providerRefundId: settled?.providerRefundId ?? null,
    amount: Number(row.amount),
    paymentStatus: after.paymentStatus,
    amountRefunded: Number(after.amountRefunded),
  };
}

/** Cents already refunded or being refunded for a check, by our own records. */
async function committed(
  tx: Db,
  checkId: number,
  states: readonly RefundState[] = ["pending", "succeeded"],
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(
      and(eq(refunds.referenceCheckId, checkId), eq(refunds.kind, "check"), inArray(refunds.status, states)),
    );
  return toCents(row?.total ?? 0);
}

/**
 * An operator's refund: the whole remainder, or `amount` dollars. Two clicks on the same refund
 * carry the same key (the check's refunded total so far and the amount), so only one goes out.
 */
export async function refundCheck(
  deps: Deps,
  checkId: number,
  reason: string,
  amount?: number,
): Promise<RefundResult> {
  const check = await loadCheck(deps.db, checkId);
  const amountCents = amount === undefined ? undefined : Math.round(amount * 100);
  const key = `refund:${checkId}:manual:${toCents(check.amountRefunded)}:${amountCents ?? "rest"}`;
  const result = await issueRefund(deps, { checkId, amountCents, reason, idempotencyKey: key });
  if (!result) throw new AppError("CONFLICT", "Nothing is left to refund on this check");
  // The requester is told how much came back and why (once per refund); the refund stands either way.
  await sendRefundNotice(deps, {
    checkId,
    amount: result.amount,
    reason,
    key: `refund-notice:${checkId}:refund:${result.refundId}`,
  }).catch((err: unknown) => deps.log.error({ err, checkId }, "the refund notice could not be e-mailed"));
  return result;
}

export async function listRefunds(deps: Deps, checkId: number) {
  const check = await loadCheck(deps.db, checkId);
  const rows = await deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, checkId));
  return {
    referenceCheckId: checkId,
    paymentStatus: check.paymentStatus,
    priceCharged: Number(check.priceCharged),
    amountRefunded: Number(check.amountRefunded),
    refundable: Math.max(0, Number(check.priceCharged) - Number(check.amountRefunded)),
    refunds: rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      reason: r.reason,
      status: r.status,
      providerRefundId: r.providerRefundId,
      kind: r.kind,
      paymentIntentId: r.paymentIntentId,
      createdAt: r.createdAt,
    })),
  };
}

/**
 * Returns a duplicate payment in full: recorded (pending) under its own key before the provider is
 * asked with that key, then settled. It never touches the check's own payment or refunded total.
 */
export async function refundDuplicatePayment(
  deps: Deps,
  p: { checkId: number; paymentIntentId: string; amountCents: number },
): Promise<"refunded" | "already"> {
  const key = `duplicate:${p.paymentIntentId}`;
  const row = await transaction(deps, async ({ db: tx }) => {
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
    if (existing) return existing;
    const [inserted] = await tx
      .insert(refunds)
      .values({
        referenceCheckId: p.checkId,
        idempotencyKey: key,
        amount: toDollars(p.amountCents),
        reason: "Duplicate payment for an already-paid check, refunded automatically",
        status: "pending",
        kind: "duplicate_payment",
        paymentIntentId: p.paymentIntentId,
        createdAt: deps.now(),
      })
      .returning();
    return inserted!;
  });
  if (row.status === "succeeded") return "already";
  const refund = await deps.providers.payments.createRefund({
    paymentIntentId: p.paymentIntentId,
    amount: p.amountCents,
    reason: "duplicate",
    metadata: { referenceCheckId: String(p.checkId), refundId: String(row.id) },
    idempotencyKey: key,
  });
  await deps.db
    .update(refunds)
    .set({ status: "succeeded", providerRefundId: refund.id })
    .where(eq(refunds.id, row.id));
  return "refunded";
}
