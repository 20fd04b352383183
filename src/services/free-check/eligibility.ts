import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { freeCheckUsage } from "../../db/schema";
import type { Deps } from "../deps";
import { emailIdentity, type EmailIdentity } from "./email-identity";

export const FREE_CHECK_REASONS = {
  eligible: "Eligible for your FREE first check",
  used: "This email/IP has already used the free check offer.",
  // The same words as `used`: no answer tells a stranger how an address used its offer.
  emailLimit: "This email/IP has already used the free check offer.",
  ipLimit: "Too many free checks have been claimed from your network today. Please try again tomorrow.",
  disposable: "Disposable email addresses cannot be used for the free check. Please use your work email.",
  noIp: "We could not identify your network, so the free check is not available.",
} as const;

export interface Eligibility {
  eligible: boolean;
  reason: string;
  ipUsageCount: number;
  emailUsageCount: number;
  identity: EmailIdentity;
  /** True when an earlier free check was found only by seeing through the address's aliases. */
  aliasMatch: boolean;
  /** Which rule refused the offer (null when eligible). */
  refusal: Exclude<keyof typeof FREE_CHECK_REASONS, "eligible"> | null;
}

/**
 * The free first check (spec customer-side §9), read as: one free check per mailbox and network
 * (an e-mail identity that already claimed one from this IP never gets another), with two outer
 * counters: an e-mail identity claims at most FREE_CHECK_EMAIL_LIMIT free checks in its lifetime
 * (default 2), and one IP at most FREE_CHECK_IP_DAILY_LIMIT in 24 hours (default 10, offices
 * share an address). The identity sees through case, spaces, +tags, Gmail dots and googlemail.
 * Pass a transaction as `db` to decide and record under the same lock (see createCheck).
 */
export async function freeCheckEligibility(
  deps: Deps,
  input: { email: string; ip: string | null },
  db: Db = deps.db,
): Promise<Eligibility> {
  const identity = emailIdentity(input.email);
  const ip = input.ip?.slice(0, 45) ?? null;
  const dayAgo = new Date(deps.now().getTime() - 24 * 3600_000);
  const [byEmail] = await db
    .select({
      n: sql<number>`count(*)::int`,
      exact: sql<number>`count(*) filter (where ${freeCheckUsage.normalizedEmail} = ${identity.normalized})::int`,
      pair: ip
        ? sql<number>`count(*) filter (where ${freeCheckUsage.ipAddress} = ${ip})::int`
        : sql<number>`0`,
    })
    .from(freeCheckUsage)
    .where(eq(freeCheckUsage.emailFingerprint, identity.fingerprint));
  const [byIp] = ip
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(freeCheckUsage)
        .where(and(eq(freeCheckUsage.ipAddress, ip), gt(freeCheckUsage.usedAt, dayAgo)))
    : [{ n: 0 }];
  const emailUsageCount = byEmail?.n ?? 0;
  const ipUsageCount = byIp?.n ?? 0;
  const aliasMatch = emailUsageCount > 0 && (byEmail?.exact ?? 0) === 0;
  const env = deps.config.env;
  const refuse = (refusal: NonNullable<Eligibility["refusal"]>): Eligibility => ({
    eligible: false,
    reason: FREE_CHECK_REASONS[refusal],
    ipUsageCount,
    emailUsageCount,
    identity,
    aliasMatch,
    refusal,
  });
  if (identity.disposable) return refuse("disposable");
  if (!ip) return refuse("noIp");
  if ((byEmail?.pair ?? 0) > 0) return refuse("used");
  if (ipUsageCount >= env.FREE_CHECK_IP_DAILY_LIMIT) return refuse("ipLimit");
  // Last: the only rule about uses from other networks (see publicEligibility).
  if (emailUsageCount >= env.FREE_CHECK_EMAIL_LIMIT) return refuse("emailLimit");
  return {
    eligible: true,
    reason: FREE_CHECK_REASONS.eligible,
    ipUsageCount,
    emailUsageCount,
    identity,
    aliasMatch,
    refusal: null,
  };
}

/**
 * What a pre-check anyone can ask (the eligibility check, the price preview) may say. Uses of an
 * address from other networks are nobody else's business: a refusal on those alone is not told
 * there (the address looks eligible); the claim itself, at creation, is refused under the lock.
 * Everything else a caller learns is about their own network or the address's form.
 */
export function publicEligibility(e: Eligibility): Eligibility {
  if (e.refusal !== "emailLimit") return e;
  return { ...e, eligible: true, reason: FREE_CHECK_REASONS.eligible, emailUsageCount: 0, refusal: null };
}
