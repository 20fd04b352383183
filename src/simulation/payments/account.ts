import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simPayments } from "../schema";
import type { Obj } from "./objects";

/**
 * The simulated "Stripe account": its objects (intents, checkout sessions, refunds) kept in
 * sim_payments, so the web and worker processes see the same one.
 */
export function simulatedAccount(db: Db, now: () => Date) {
  async function load(id: string, kind: string): Promise<Obj> {
    const [row] = await db
      .select()
      .from(simPayments)
      .where(and(eq(simPayments.id, id), eq(simPayments.kind, kind)));
    if (!row)
      throw Object.assign(new Error(`No such ${kind}: '${id}'`), {
        statusCode: 404,
        code: "resource_missing",
      });
    return row.data;
  }
  async function save(id: string, data: Obj) {
    await db.update(simPayments).set({ data, updatedAt: now() }).where(eq(simPayments.id, id));
  }
  /** Insert once per idempotency key; a repeat returns the first object, like Stripe. */
  async function create(kind: string, idempotencyKey: string, data: Obj): Promise<Obj> {
    const inserted = await db
      .insert(simPayments)
      .values({ id: data.id as string, kind, idempotencyKey, data })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0].data;
    const [existing] = await db
      .select()
      .from(simPayments)
      .where(and(eq(simPayments.kind, kind), eq(simPayments.idempotencyKey, idempotencyKey)));
    return existing!.data;
  }
  /** What has been refunded of a payment intent so far (minor units). */
  async function refundedTotal(paymentIntentId: string): Promise<number> {
    const refunded = await db
      .select({ total: sql<number>`coalesce(sum((${simPayments.data}->>'amount')::int), 0)::int` })
      .from(simPayments)
      .where(
        and(eq(simPayments.kind, "refund"), sql`${simPayments.data}->>'payment_intent' = ${paymentIntentId}`),
      );
    return refunded[0]?.total ?? 0;
  }
  /** The refund already made under this idempotency key, if any. */
  async function findRefund(idempotencyKey: string): Promise<Obj | null> {
    const [existing] = await db
      .select()
      .from(simPayments)
      .where(and(eq(simPayments.kind, "refund"), eq(simPayments.idempotencyKey, idempotencyKey)));
    return existing?.data ?? null;
  }
  return { load, save, create, refundedTotal, findRefund };
}
