import crypto from "node:crypto";
import { DateTime } from "luxon";
import { candidateAuthorizations, checkReferences, referenceChecks, refunds } from "../../src/db/schema";
import type { Db } from "../../src/db/client";
import { uniquePhone } from "./app";

/** Thanksgiving 2026, 9:36 in New York: the clock every seeded phase is read at. */
export const PHASE_CLOCK = DateTime.fromISO("2026-11-26T09:36", { zone: "America/New_York" }).toJSDate();
const ago = (minutes: number) => new Date(PHASE_CLOCK.getTime() - minutes * 60_000);

type RefSeed = {
  status: typeof checkReferences.$inferInsert.status;
  attempts?: number;
  failureReason?: string;
};
interface Seed {
  status: typeof referenceChecks.$inferInsert.status;
  paymentStatus: typeof referenceChecks.$inferInsert.paymentStatus;
  charged?: number;
  refunded?: number;
  delivered?: boolean;
  refs: RefSeed[];
  auth?: Partial<typeof candidateAuthorizations.$inferInsert>;
  refunds?: { amount: number; reason: string }[];
  referencesBy?: "requester" | "candidate";
}

/** One check in each phase the requester can meet, as rows (what the pipeline would have written). */
export const PHASE_SEEDS: Record<string, { kind: string; seed: Seed }> = {
  awaiting_payment: {
    kind: "awaiting_payment",
    seed: { status: "pending", paymentStatus: "pending", charged: 29, refs: [{ status: "pending" }] },
  },
  awaiting_candidate: {
    kind: "awaiting_candidate",
    seed: {
      status: "pending",
      paymentStatus: "free",
      refs: [{ status: "awaiting_authorization" }],
      auth: {
        state: "awaiting",
        invitedAt: ago(60),
        expiresAt: new Date(PHASE_CLOCK.getTime() + 6 * 86_400_000),
      },
    },
  },
  awaiting_references: {
    kind: "awaiting_candidate",
    seed: {
      // Candidate-led: paid for three, authorized, the references not entered yet.
      status: "pending",
      paymentStatus: "paid",
      charged: 87,
      refs: [],
      referencesBy: "candidate",
      auth: { state: "authorized", referencesBy: "candidate", invitedAt: ago(60), authorizedAt: ago(10) },
    },
  },
  candidate_declined: {
    kind: "candidate_declined",
    seed: {
      status: "failed",
      paymentStatus: "refunded",
      charged: 29,
      refunded: 29,
      refs: [{ status: "failed", failureReason: "The candidate declined to authorize the reference check." }],
      auth: { state: "declined", invitedAt: ago(120), declinedAt: ago(30) },
      refunds: [
        { amount: 29, reason: "The candidate did not authorize the reference check: nothing was called." },
      ],
    },
  },
  scheduled_holiday: {
    kind: "scheduled",
    seed: {
      status: "processing",
      paymentStatus: "free",
      refs: [{ status: "scheduled" }],
      auth: { state: "authorized", invitedAt: ago(60), authorizedAt: PHASE_CLOCK },
    },
  },
  calling: {
    kind: "calling",
    seed: {
      status: "processing",
      paymentStatus: "paid",
      charged: 58,
      refs: [{ status: "in_progress", attempts: 1 }, { status: "scheduled" }],
    },
  },
  analysing: {
    kind: "analysing",
    seed: { status: "processing", paymentStatus: "free", refs: [{ status: "completed", attempts: 1 }] },
  },
  delivered: {
    kind: "delivered",
    seed: {
      status: "completed",
      paymentStatus: "free",
      delivered: true,
      refs: [{ status: "completed", attempts: 1 }],
    },
  },
  partly_delivered: {
    kind: "partly_delivered",
    seed: {
      status: "completed",
      paymentStatus: "partially_refunded",
      charged: 87,
      refunded: 29,
      delivered: true,
      refs: [
        { status: "completed", attempts: 1 },
        { status: "completed", attempts: 2 },
        { status: "failed", attempts: 3, failureReason: "Unreachable after 3 attempts" },
      ],
      refunds: [{ amount: 29, reason: "Reference 3 could not be interviewed: Unreachable after 3 attempts" }],
    },
  },
  refunded: {
    kind: "refunded",
    seed: {
      // An operator refunded the whole price before any call went out.
      status: "processing",
      paymentStatus: "refunded",
      charged: 29,
      refunded: 29,
      refs: [{ status: "scheduled" }],
      refunds: [{ amount: 29, reason: "Cancelled at the requester's request" }],
    },
  },
  refunded_partial: {
    kind: "delivered",
    seed: {
      // Delivered, then an operator gave part of the price back.
      status: "completed",
      paymentStatus: "partially_refunded",
      charged: 58,
      refunded: 20,
      delivered: true,
      refs: [
        { status: "completed", attempts: 1 },
        { status: "completed", attempts: 1 },
      ],
      refunds: [{ amount: 20, reason: "Goodwill credit: the report arrived late" }],
    },
  },
  failed: {
    kind: "failed",
    seed: {
      status: "failed",
      paymentStatus: "refunded",
      charged: 29,
      refunded: 29,
      refs: [{ status: "failed", attempts: 3, failureReason: "Unreachable after 3 attempts" }],
      refunds: [{ amount: 29, reason: "Reference 1 could not be interviewed: Unreachable after 3 attempts" }],
    },
  },
};

/** Writes one seeded check for `email`; returns its public id. */
export async function seedPhaseCheck(db: Db, email: string, name: string): Promise<string> {
  const { seed } = PHASE_SEEDS[name]!;
  const publicId = crypto.randomBytes(12).toString("base64url");
  const refs = seed.refs.map((r, i) => ({
    ...r,
    name: `Reference ${"ABC"[i]} ${name}`,
    phone: uniquePhone(),
  }));
  const asInput = (i: number) =>
    refs[i] ? { name: refs[i].name, phone: refs[i].phone, relationship: "colleague" as const } : null;
  const [check] = await db
    .insert(referenceChecks)
    .values({
      publicId,
      requesterEmail: email,
      candidateName: `Cand ${name}`,
      role: "Designer",
      companyName: "Acme Corp",
      reference1: asInput(0),
      reference2: asInput(1),
      reference3: asInput(2),
      status: seed.status,
      paymentStatus: seed.paymentStatus,
      priceCharged: (seed.charged ?? 0).toFixed(2),
      amountRefunded: (seed.refunded ?? 0).toFixed(2),
      pricingTier: seed.paymentStatus === "free" ? "free" : "regular",
      reportGenerated: !!seed.delivered,
      reportDeliveredAt: seed.delivered ? ago(5) : null,
      createdAt: ago(90),
      referencesBy: seed.referencesBy ?? "requester",
    })
    .returning();
  if (refs.length)
    await db.insert(checkReferences).values(
      refs.map((r, i) => ({
        referenceCheckId: check!.id,
        referenceIndex: i + 1,
        name: r.name,
        phone: r.phone,
        relationship: "colleague",
        status: r.status,
        attemptsMade: r.attempts ?? 0,
        failureReason: r.failureReason ?? null,
        // Rows get their zone when a call is scheduled: a pending one has none yet.
        timezone: r.status === "pending" ? null : "America/Los_Angeles",
      })),
    );
  if (seed.auth)
    await db.insert(candidateAuthorizations).values({
      referenceCheckId: check!.id,
      candidateEmail: `cand.${publicId}@example.org`,
      tokenNonce: crypto.randomBytes(16).toString("hex"),
      tokenHash: crypto.randomBytes(32).toString("hex"),
      ...seed.auth,
    });
  for (const [i, r] of (seed.refunds ?? []).entries())
    await db.insert(refunds).values({
      referenceCheckId: check!.id,
      idempotencyKey: `seed:${publicId}:${i}`,
      amount: r.amount.toFixed(2),
      reason: r.reason,
      status: "succeeded",
    });
  return publicId;
}
