import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { PaymentState } from "../../shared/states";
import { checkById, lockCheck, type CheckRow } from "../checks/queries";

export type { CheckRow };

/** Payment states in which the check still waits for money (a failed attempt may be retried). */
export const PAYABLE_PAYMENT_STATES: readonly PaymentState[] = ["pending", "failed"];
/** Payment states in which money was received and part of it may still be refunded. */
export const REFUNDABLE_PAYMENT_STATES: readonly PaymentState[] = ["paid", "partially_refunded"];

export async function loadCheck(db: Db, checkId: number, lock = false): Promise<CheckRow> {
  const check = lock ? await lockCheck(db, checkId) : await checkById(db, checkId);
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
