import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceChecks, webhookEvents } from "../../db/schema";
import { transaction, type Enqueue } from "../../db/tx";
import type { PaymentEvent } from "../../providers/payments/types";
import type { Deps } from "../deps";
import { recordDispute } from "./dispute";
import { markCheckPaid, markPaymentFailed, syncRefundedTotal } from "./mark-paid";
import { checkById } from "../checks/queries";

type Obj = Record<string, unknown>;
export type EventOutcome = "processed" | "ignored" | "duplicate";

/**
 * Applies one verified provider event, exactly once: the event id is stored in the same
 * transaction as its effects, so a replay finds it and changes nothing, and a crash half-way
 * leaves neither (the provider retries). Every effect is written to be order-independent.
 */
export async function handlePaymentEvent(deps: Deps, event: PaymentEvent): Promise<EventOutcome> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        provider: "stripe",
        eventId: event.id,
        eventType: event.type,
        status: "processing",
        payload: event,
        receivedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!inserted[0]) return "duplicate";
    const outcome = await apply(deps, tx, enqueue, event);
    await tx
      .update(webhookEvents)
      .set({ status: outcome, processedAt: deps.now() })
      .where(eq(webhookEvents.id, inserted[0].id));
    return outcome;
  });
}

async function apply(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  event: PaymentEvent,
): Promise<"processed" | "ignored"> {
  const obj = event.data.object as Obj;
  switch (event.type) {
    case "payment_intent.succeeded": {
      const checkId = checkIdOf(obj);
      if (!checkId || !(await exists(tx, checkId))) return "ignored";
      await markCheckPaid(deps, tx, enqueue, {
        checkId,
        amountCents: Number(obj.amount_received ?? obj.amount ?? 0),
        paymentIntentId: String(obj.id),
        source: "webhook:payment_intent.succeeded",
      });
      return "processed";
    }
    case "payment_intent.payment_failed":
    case "checkout.session.async_payment_failed": {
      const checkId = checkIdOf(obj);
      if (!checkId || !(await exists(tx, checkId))) return "ignored";
      await markPaymentFailed(deps, tx, checkId);
      return "processed";
    }
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const checkId = checkIdOf(obj);
      if (!checkId || !(await exists(tx, checkId))) return "ignored";
      // A session completed with a slow method (bank debit) is paid later, in its own event.
      if (obj.payment_status !== "paid") return "ignored";
      await markCheckPaid(deps, tx, enqueue, {
        checkId,
        amountCents: Number(obj.amount_total ?? 0),
        paymentIntentId: typeof obj.payment_intent === "string" ? obj.payment_intent : null,
        checkoutSessionId: String(obj.id),
        source: `webhook:${event.type}`,
      });
      return "processed";
    }
    case "charge.refunded": {
      const piId = typeof obj.payment_intent === "string" ? obj.payment_intent : null;
      const checkId = checkIdOf(obj) ?? (piId ? await checkByIntent(tx, piId) : null);
      if (!checkId || !(await exists(tx, checkId))) return "ignored";
      // A refund of some other payment (a second, duplicate payment) says nothing about this one.
      const check = await checkById(tx, checkId);
      if (piId && check!.paymentStatus !== "pending" && check!.stripePaymentIntentId !== piId)
        return "ignored";
      // A refund proves the charge succeeded, even if that event has not reached us yet.
      await markCheckPaid(deps, tx, enqueue, {
        checkId,
        amountCents: Number(obj.amount ?? 0),
        paymentIntentId: piId,
        source: "webhook:charge.refunded",
      });
      await syncRefundedTotal(deps, tx, checkId, Number(obj.amount_refunded ?? 0));
      return "processed";
    }
    case "charge.dispute.created": {
      // A dispute names its charge's payment intent; the check is found by it.
      const piId = typeof obj.payment_intent === "string" ? obj.payment_intent : null;
      const checkId = piId ? await checkByIntent(tx, piId) : null;
      if (!checkId) return "ignored";
      await recordDispute(deps, tx, enqueue, checkId, obj);
      return "processed";
    }
    default:
      return "ignored";
  }
}

function checkIdOf(obj: Obj): number | null {
  const meta = (obj.metadata ?? {}) as Record<string, unknown>;
  const n = Number(meta.referenceCheckId);
  return Number.isInteger(n) && n > 0 ? n : null;
}

async function exists(tx: Db, checkId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: referenceChecks.id })
    .from(referenceChecks)
    .where(eq(referenceChecks.id, checkId));
  return !!row;
}

async function checkByIntent(tx: Db, paymentIntentId: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: referenceChecks.id })
    .from(referenceChecks)
    .where(and(eq(referenceChecks.stripePaymentIntentId, paymentIntentId)));
  return row?.id ?? null;
}
