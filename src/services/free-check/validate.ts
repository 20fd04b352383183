import type { FraudSignal } from "../fraud/signals";
import { logFraud } from "../fraud/history";
import type { Deps } from "../deps";
import { FREE_CHECK_REASONS, freeCheckEligibility, publicEligibility, type Eligibility } from "./eligibility";

export interface EligibilityAnswer {
  eligible: boolean;
  reason: string;
  ipUsageCount: number;
  emailUsageCount: number;
}

/** A refused claim that looks deliberate: an alias of a used mailbox, a throwaway domain, a busy IP. */
export function freeCheckAbuseSignal(e: Eligibility, ip: string | null): FraudSignal | null {
  if (e.eligible) return null;
  const tricks = e.identity.techniques.filter((t) => t !== "case_or_whitespace" || e.aliasMatch);
  if (!e.aliasMatch && !e.identity.disposable && e.ipUsageCount === 0) return null;
  return {
    type: "free_check_abuse",
    reason: `Free check refused: ${e.reason}${tricks.length ? ` (${tricks.join(", ")})` : ""}`,
    confidence: e.aliasMatch ? 0.9 : e.identity.disposable ? 0.7 : 0.5,
    details: {
      email: e.identity.normalized,
      fingerprint: e.identity.fingerprint,
      ip,
      techniques: tricks,
      emailUsageCount: e.emailUsageCount,
      ipUsageCount: e.ipUsageCount,
    },
  };
}

/**
 * The spec's usage fields without the counts: anyone may ask about any address, so the answer says
 * only which limit refused the offer (1) or that none did (0), never how often an address or a
 * (possibly shared) network was used.
 */
export function usageFlags(e: Eligibility): Pick<EligibilityAnswer, "ipUsageCount" | "emailUsageCount"> {
  const byEmail = [FREE_CHECK_REASONS.used, FREE_CHECK_REASONS.emailLimit] as string[];
  return {
    ipUsageCount: !e.eligible && e.reason === FREE_CHECK_REASONS.ipLimit ? 1 : 0,
    emailUsageCount: !e.eligible && byEmail.includes(e.reason) ? 1 : 0,
  };
}

/**
 * POST /api/validate-free-check. The IP is the request's (behind a configured proxy, the proxy's
 * forwarded address); an `ipAddress` the browser sends is never trusted.
 */
export async function validateFreeCheck(
  deps: Deps,
  input: { email: string; ip: string | null },
): Promise<EligibilityAnswer> {
  const found = await freeCheckEligibility(deps, input);
  const signal = freeCheckAbuseSignal(found, input.ip);
  if (signal) await logFraud(deps.db, null, [signal], deps.now());
  const e = publicEligibility(found);
  return {
    eligible: e.eligible,
    reason: e.reason,
    ...usageFlags(e),
  };
}
