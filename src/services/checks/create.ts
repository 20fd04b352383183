import { eq } from "drizzle-orm";
import { checkReferences, freeCheckUsage, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import { referencesOf, type CheckRequest } from "../../shared/check-request";
import type { Deps } from "../deps";
import { newPublicId } from "./ids";

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
  pricingInfo: { price: number; tier: string };
}

export const REGULAR_PRICE = 29;

/**
 * Creates a check from a validated request. A free check starts its calls at once; a paid one
 * waits as `pending` until the payment provider says it is paid.
 */
export async function createCheck(
  deps: Deps,
  input: CheckRequest,
  ctx: RequestContext,
): Promise<CreatedCheck> {
  const refs = referencesOf(input);
  const wantsFree = input.freeCheck || input.isFirstTimeUser;
  const free = wantsFree && (await isFreeCheckAvailable(deps, input.requesterEmail));
  const price = free ? 0 : REGULAR_PRICE * refs.length;
  const now = deps.now();

  const check = await transaction(deps.database, async (tx, raw) => {
    const [row] = await tx
      .insert(referenceChecks)
      .values({
        publicId: newPublicId(),
        requesterEmail: input.requesterEmail,
        candidateName: input.candidateName,
        role: input.role,
        companyName: input.companyName,
        reference1: refs[0]!,
        reference2: refs[1] ?? null,
        reference3: refs[2] ?? null,
        status: free ? "processing" : "pending",
        paymentStatus: free ? "free" : "pending",
        pricingTier: free ? "free" : "regular",
        priceCharged: price.toFixed(2),
        productLine: deps.config.env.PRODUCT_NAME,
        statementDescriptor: deps.config.env.STATEMENT_DESCRIPTOR,
        preferredCallWindow: input.preferredCallWindow ?? null,
        testMode: input.testMode,
        ipAddress: ctx.ip?.slice(0, 45) ?? null,
        userAgent: ctx.userAgent,
        submittedAt: now,
        lastProgressAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(checkReferences).values(
      refs.map((r, i) => ({
        referenceCheckId: row!.id,
        referenceIndex: i + 1,
        name: r.name,
        phone: r.phone,
        relationship: r.relationship,
      })),
    );
    if (free) {
      await tx.insert(freeCheckUsage).values({
        email: input.requesterEmail,
        normalizedEmail: input.requesterEmail.trim().toLowerCase(),
        emailFingerprint: input.requesterEmail.trim().toLowerCase(),
        ipAddress: ctx.ip?.slice(0, 45) ?? null,
        userAgent: ctx.userAgent,
        referenceCheckId: row!.id,
        usedAt: now,
      });
      await deps.queue.send(jobs.startCheck, { checkId: row!.id }, { tx: raw });
    }
    return row!;
  });

  return {
    referenceCheckId: check.id,
    id: check.publicId,
    free,
    statusUrl: `${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
    message: free
      ? "FREE check started. Your reference calls will begin within minutes."
      : "Reference check created. Complete payment to start the calls.",
    pricingInfo: { price, tier: free ? "free" : "regular" },
  };
}

async function isFreeCheckAvailable(deps: Deps, email: string): Promise<boolean> {
  const used = await deps.db
    .select({ id: freeCheckUsage.id })
    .from(freeCheckUsage)
    .where(eq(freeCheckUsage.normalizedEmail, email.trim().toLowerCase()))
    .limit(1);
  return used.length === 0;
}
