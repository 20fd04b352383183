import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences, referenceChecks } from "../../db/schema";
import { AppError, notFound } from "../../errors";

export type CheckRow = typeof referenceChecks.$inferSelect;

/** Payment states in which the check still waits for money (a failed attempt may be retried). */
export const PAYABLE_PAYMENT_STATES = ["pending", "failed"];
/** Payment states in which money was received and part of it may still be refunded. */
export const REFUNDABLE_PAYMENT_STATES = ["paid", "partially_refunded"];

export async function loadCheck(db: Db, checkId: number, lock = false): Promise<CheckRow> {
  const q = db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  const [check] = lock ? await q.for("update") : await q;
  if (!check) throw notFound("Reference check");
  return check;
}

export async function referenceCount(db: Db, checkId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId));
  return row?.n ?? 0;
}

/** Refuses checks that cannot take a payment, with a reason the checkout page can show. */
export function assertPayable(check: CheckRow): void {
  if (check.paymentStatus === "free")
    throw new AppError("CONFLICT", "This reference check is free: no payment is needed");
  if (!PAYABLE_PAYMENT_STATES.includes(check.paymentStatus))
    throw new AppError("CONFLICT", "This reference check is already paid");
  if (check.status !== "pending")
    throw new AppError("CONFLICT", `This reference check is ${check.status} and cannot be paid for`);
  if (Number(check.priceCharged) <= 0)
    throw new AppError("CONFLICT", "This reference check has no price to pay");
}
