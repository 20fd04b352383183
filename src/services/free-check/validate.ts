import type { FraudSignal } from "../fraud/signals";
import { logFraud } from "../fraud/history";
import type { Deps } from "../deps";
import { freeCheckEligibility, type Eligibility } from "./eligibility";

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
 * POST /api/validate-free-check. The IP is the request's (behind a configured proxy, the proxy's
 * forwarded address); an `ipAddress` the browser sends is never trusted.
 */
export async function validateFreeCheck(
  deps: Deps,
  input: { email: string; ip: string | null },
): Promise<EligibilityAnswer> {
  const e = await freeCheckEligibility(deps, input);
  const signal = freeCheckAbuseSignal(e, input.ip);
  if (signal) await logFraud(deps.db, null, [signal], deps.now());
  return {
    eligible: e.eligible,
    reason: e.reason,
    ipUsageCount: e.ipUsageCount,
    emailUsageCount: e.emailUsageCount,
  };
}
