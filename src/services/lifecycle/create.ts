import { eq, sql } from "drizzle-orm";
import {
  checkReferences,
  companyStats,
  earlyAdopters,
  freeCheckUsage,
  referenceChecks,
} from "../../db/schema";
import type { Db } from "../../db/client";
import { transaction, type Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import { referencesOf, type CheckRequest } from "../../shared/check-request";
import type { Deps } from "../deps";
import { emailIdentity } from "../free-check/email-identity";
import { freeCheckEligibility } from "../free-check/eligibility";
import { freeCheckAbuseSignal } from "../free-check/validate";
import { historySignals, logFraud } from "../fraud/history";
import { requestSignals, type FraudSignal } from "../fraud/signals";
import { customerOffer, earlyAdopterOffer } from "../pricing/early-adopter";
import { quote, type PricingTier } from "../pricing/rules";
import { assertNotInMaintenance } from "../site/maintenance";
import { newCheckoutToken } from "../payments/checkout-token";
import { newPublicId } from "../checks/ids";
import { authorizationApplies, createAuthorization, inviteCandidate } from "../checks/authorization-record";
import { PRODUCT_FACTS } from "../../shared/product-facts";
import type { Phase } from "../checks/phase";
import { loadPhase } from "../checks/phase-load";

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface CreatedCheck {
  referenceCheckId: number;
  id: string;
  message: string;
  free: boolean;
  statusUrl: string;
  pricingInfo: { price: number; tier: PricingTier; pricePerReference: number; referenceCount: number };
  /** Set when a free check was asked for and refused (the check then waits for payment). */
  freeCheckRefusedReason: string | null;
  /** The check waits for the candidate's authorization (and, candidate-led, their references). */
  awaitingAuthorization: boolean;
  referencesBy: "requester" | "candidate";
  /**
   * For a check that waits for payment: the secret every payment call and the receipt require,
   * handed only to this caller (the browser keeps it with the pending check). Null for free checks.
   */
  checkoutToken: string | null;
  /** The new check's phase and its words (the form's success card and toasts render these). */
  phase: Phase;
}

/** How a caller other than the web form shapes a check (the public API). */
export interface CreateOptions {
  /** A test API key's check: never charged (free, tier "test"), marked testMode, started at once. */
  uncharged?: boolean;
  /** Who orders it: the organization that will own it (null: personal) and the ordering member. */
  owner?: { organizationId: number | null; orderedByUserId: number };
  /** Runs inside the creating transaction, after the check and its references are written. */
  within?: (tx: Db, check: typeof referenceChecks.$inferSelect, enqueue: Enqueue) => Promise<void>;
}

/** Transaction-scoped advisory lock: concurrent submissions for one key decide one after another. */
const lock = (key: string) => sql`select pg_advisory_xact_lock(hashtext(${key}))`;

/**
 * The one way a check is created. The server decides everything that costs money: whether the
 * free check applies (same rule as POST /api/validate-free-check, re-checked here under a lock),
 * the tier and the price. A free check starts its calls at once; a paid one waits as `pending`
 * until the payment provider says it is paid. Fraud signals flag the check, never block it.
 */
export async function createCheck(
  deps: Deps,
  input: CheckRequest,
  ctx: RequestContext,
  opts: CreateOptions = {},
): Promise<CreatedCheck> {
  const refs = referencesOf(input);
  const uncharged = opts.uncharged === true;
  const candidateLed = input.referencesBy === "candidate";
  // Refused here (field error) when CANDIDATE_AUTHORIZATION=required and no candidate e-mail.
  const authorize = authorizationApplies(deps.config.env.CANDIDATE_AUTHORIZATION, input);
  // A candidate-led check is priced for the most references; the unused ones are refunded.
  const pricedReferences = candidateLed ? PRODUCT_FACTS.maxReferences : refs.length;
  const wantsFree = !uncharged && (input.freeCheck || input.isFirstTimeUser);
  const identity = emailIdentity(input.requesterEmail);
  const ip = ctx.ip?.slice(0, 45) ?? null;
  const now = deps.now();

  const result = await transaction(deps, async ({ db: tx, enqueue }) => {
    await assertNotInMaintenance(tx);
    const signals: FraudSignal[] = [];
    let free = false;
    let refusedReason: string | null = null;
    if (wantsFree) {
      await tx.execute(lock(`free-email:${identity.fingerprint}`));
      if (ip) await tx.execute(lock(`free-ip:${ip}`));
      const e = await freeCheckEligibility(deps, { email: input.requesterEmail, ip }, tx);
      free = e.eligible;
      if (!free) refusedReason = e.reason;
      const abuse = freeCheckAbuseSignal(e, ip);
      if (abuse) signals.push(abuse);
    }
    let tier: PricingTier = "free";
    let member = false;
    if (uncharged) free = true;
    else if (!free) {
      await tx.execute(lock("early-adopter-slots"));
      const offer = await earlyAdopterOffer(deps, tx);
      const mine = await customerOffer(deps, identity.normalized, offer, tx);
      tier = mine.earlyAdopter ? "early_adopter" : "regular";
      member = mine.member;
    }
    const price = quote(pricedReferences, tier);
    const checkout = free ? null : newCheckoutToken();
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(referenceChecks)
      .where(eq(referenceChecks.requesterEmail, identity.normalized));

    signals.push(
      ...requestSignals({
        candidateName: input.candidateName,
        requesterEmail: identity.normalized,
        references: refs,
        requesterDisposable: identity.disposable,
      }),
      ...(await historySignals(tx, { candidateName: input.candidateName, phones: refs.map((r) => r.phone) })),
    );

    const [row] = await tx
      .insert(referenceChecks)
      .values({
        publicId: newPublicId(),
        requesterEmail: identity.normalized,
        candidateName: input.candidateName,
        role: input.role,
        companyName: input.companyName,
        reference1: refs[0] ?? null,
        reference2: refs[1] ?? null,
        reference3: refs[2] ?? null,
        status: free && !authorize ? "processing" : "pending",
        paymentStatus: free ? "free" : "pending",
        pricingTier: uncharged ? "test" : tier,
        checkoutTokenHash: checkout?.hash ?? null,
        priceCharged: price.totalPrice.toFixed(2),
        isEarlyAdopter: tier === "early_adopter" || member,
        checksUsedByEmail: (used?.n ?? 0) + 1,
        fraudSuspected: signals.length > 0,
        fraudReasons: signals.map((s) => s.reason),
        productLine: deps.config.env.PRODUCT_NAME,
        statementDescriptor: deps.config.env.STATEMENT_DESCRIPTOR,
        preferredCallWindow: input.preferredCallWindow ?? null,
        testMode: input.testMode || uncharged,
        ipAddress: ip,
        userAgent: ctx.userAgent,
        referencesBy: input.referencesBy,
        ...(input.purposeCertified
          ? { certifiedBy: identity.normalized, certifiedAt: now, certifiedIp: ip }
          : {}),
        organizationId: opts.owner?.organizationId ?? null,
        orderedByUserId: opts.owner?.orderedByUserId ?? null,
        submittedAt: now,
        lastProgressAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const check = row!;
    if (refs.length)
      await tx.insert(checkReferences).values(
        refs.map((r, i) => ({
          referenceCheckId: check.id,
          referenceIndex: i + 1,
          name: r.name,
          phone: r.phone,
          relationship: r.relationship,
          language: r.language,
          // No SMS, call or dial job exists for a reference until the candidate authorizes.
          status: authorize ? ("awaiting_authorization" as const) : ("pending" as const),
        })),
      );
    if (authorize)
      await createAuthorization(deps, tx, {
        checkId: check.id,
        candidateEmail: input.candidateEmail!,
        referencesBy: input.referencesBy,
        now,
      });
    if (free && !uncharged) {
      await tx.insert(freeCheckUsage).values({
        email: input.requesterEmail,
        normalizedEmail: identity.normalized,
        emailFingerprint: identity.fingerprint,
        ipAddress: ip,
        userAgent: ctx.userAgent,
        manipulationTechniques: identity.techniques,
        referenceCheckId: check.id,
        usedAt: now,
      });
    }
    if (free) {
      if (authorize) await inviteCandidate(deps, tx, enqueue, check.id);
      else await enqueue(jobs.startCheck, { checkId: check.id });
    }
    if (tier === "early_adopter") {
      // Taking the price takes a slot: the offer counts customers, not payments.
      await tx
        .insert(earlyAdopters)
        .values({
          companyEmail: identity.normalized,
          emailDomain: identity.domain,
          joinedDate: now,
          checkCount: 1,
        })
        .onConflictDoUpdate({
          target: earlyAdopters.companyEmail,
          set: { checkCount: sql`${earlyAdopters.checkCount} + 1` },
        });
    }
    await tx
      .insert(companyStats)
      .values({
        emailDomain: identity.domain,
        totalChecks: 1,
        isEarlyAdopter: tier === "early_adopter",
        earlyAdopterSlotsUsed: tier === "early_adopter" ? 1 : 0,
        firstCheckAt: now,
        lastCheckAt: now,
      })
      .onConflictDoUpdate({
        target: companyStats.emailDomain,
        set: {
          totalChecks: sql`${companyStats.totalChecks} + 1`,
          isEarlyAdopter: sql`${companyStats.isEarlyAdopter} or excluded.is_early_adopter`,
          earlyAdopterSlotsUsed: sql`${companyStats.earlyAdopterSlotsUsed} + excluded.early_adopter_slots_used`,
          lastCheckAt: now,
        },
      });
    await logFraud(tx, check.id, signals, now);
    if (opts.within) await opts.within(tx, check, enqueue);
    return { check, free, price, refusedReason, checkoutToken: checkout?.token ?? null };
  });

  const { check, free, price, refusedReason, checkoutToken } = result;
  const phase = (await loadPhase(deps, check.id))!;
  return {
    phase,
    referenceCheckId: check.id,
    id: check.publicId,
    free,
    statusUrl: `${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
    message: authorize
      ? free
        ? candidateLed
          ? "FREE check created. We have e-mailed the candidate to authorize it and enter their references; calls start once they do."
          : "FREE check created. We have e-mailed the candidate to authorize it; calls start once they do."
        : "Reference check created. Complete payment; the candidate is then e-mailed to authorize the check."
      : free
        ? "FREE check started. Your reference calls will begin within minutes."
        : refusedReason
          ? `Free check not available: ${refusedReason} Complete payment to start the calls.`
          : "Reference check created. Complete payment to start the calls.",
    pricingInfo: {
      price: price.totalPrice,
      tier: price.tier,
      pricePerReference: price.pricePerReference,
      referenceCount: price.referenceCount,
    },
    freeCheckRefusedReason: refusedReason,
    awaitingAuthorization: authorize,
    referencesBy: input.referencesBy,
    checkoutToken,
  };
}
