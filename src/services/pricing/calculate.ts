import { z } from "zod";
import { emailAddress } from "../../shared/check-request";
import type { Deps } from "../deps";
import { emailIdentity } from "../free-check/email-identity";
import { freeCheckEligibility, publicEligibility } from "../free-check/eligibility";
import { customerOffer, earlyAdopterOffer } from "./early-adopter";
import { dynamicPricing, quote, type DynamicPricing, type PricingTier } from "./rules";

export const calculatePricingInput = z.object({
  email: emailAddress,
  referenceCount: z.coerce
    .number({ error: "referenceCount must be 1, 2 or 3" })
    .int("referenceCount must be 1, 2 or 3")
    .min(1, "referenceCount must be 1, 2 or 3")
    .max(3, "referenceCount must be 1, 2 or 3"),
  testMode: z.boolean().optional().default(false),
  firstCheck: z.boolean().optional().default(false),
});

export interface PricingCalculation {
  tier: PricingTier;
  totalPrice: number;
  pricePerReference: number;
  referenceCount: number;
  originalPrice: number;
  savings: number;
  currency: "USD";
  isFirstCheck: boolean;
  isEarlyAdopter: boolean;
  earlyAdopterChecksRemaining: number;
  freeCheckReason: string | null;
  testMode: boolean;
  pricingInfo: { price: number; tier: PricingTier };
}

/** POST /api/calculate-pricing: the preview the form shows; createCheck applies the same rules. */
export async function calculatePricing(
  deps: Deps,
  input: z.output<typeof calculatePricingInput>,
  ip: string | null,
): Promise<PricingCalculation> {
  let freeReason: string | null = null;
  let isFree = false;
  if (input.firstCheck) {
    const e = publicEligibility(await freeCheckEligibility(deps, { email: input.email, ip }));
    isFree = e.eligible;
    freeReason = e.reason;
  }
  const offer = await earlyAdopterOffer(deps);
  const mine = await customerOffer(deps, emailIdentity(input.email).normalized, offer);
  const tier: PricingTier = isFree ? "free" : mine.earlyAdopter ? "early_adopter" : "regular";
  const q = quote(input.referenceCount, tier);
  return {
    ...q,
    isFirstCheck: isFree,
    isEarlyAdopter: mine.earlyAdopter,
    earlyAdopterChecksRemaining: mine.earlyAdopter ? mine.checksRemaining : 0,
    freeCheckReason: freeReason,
    testMode: input.testMode,
    pricingInfo: { price: q.totalPrice, tier },
  };
}

export async function getDynamicPricing(deps: Deps): Promise<DynamicPricing> {
  return dynamicPricing(await earlyAdopterOffer(deps));
}
