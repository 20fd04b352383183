import { DateTime } from "luxon";
import { PRICES } from "../../shared/product-facts";

export type PricingTier = "free" | "early_adopter" | "regular";

/** Whether the early-adopter offer still takes new customers: first N customers, until a cut-off day. */
export function offerOpen(now: Date, cutoffIsoDate: string, customersSoFar: number, limit: number): boolean {
  // The cut-off day lasts until midnight at the far western edge of the US (Hawaii).
  const end = DateTime.fromISO(cutoffIsoDate, { zone: "Pacific/Honolulu" }).endOf("day");
  return customersSoFar < limit && now.getTime() <= end.toMillis();
}

export interface Quote {
  tier: PricingTier;
  referenceCount: number;
  pricePerReference: number;
  totalPrice: number;
  /** What the same references cost at the regular price. */
  originalPrice: number;
  savings: number;
  currency: "USD";
}

/** The one price rule. Every amount the product charges comes from here, never from a client. */
export function quote(referenceCount: number, tier: PricingTier): Quote {
  const per =
    tier === "free"
      ? 0
      : tier === "early_adopter"
        ? PRICES.earlyAdopterPerReference
        : PRICES.regularPerReference;
  const original = PRICES.regularPerReference * referenceCount;
  const total = per * referenceCount;
  return {
    tier,
    referenceCount,
    pricePerReference: per,
    totalPrice: total,
    originalPrice: original,
    savings: original - total,
    currency: "USD",
  };
}

export interface DynamicPricing {
  priceText: string;
  originalPrice: number;
  savings: number;
  savingsPercent: number;
  subtitle: string;
  soldOut: boolean;
  earlyAdopterAvailable: boolean;
  pricePerReference: number;
  regularPrice: number;
  spotsLeft: number;
  cutoffDate: string;
  unlimited: { price: number; comingSoon: true; savingPerMonth: number };
}

/** GET /api/dynamic-pricing: what the landing page shows about the offer. */
export function dynamicPricing(state: {
  open: boolean;
  customersSoFar: number;
  limit: number;
  cutoff: string;
}): DynamicPricing {
  const early = PRICES.earlyAdopterPerReference;
  const regular = PRICES.regularPerReference;
  const spotsLeft = state.open ? Math.max(0, state.limit - state.customersSoFar) : 0;
  const cutoffText = DateTime.fromISO(state.cutoff).toFormat("LLLL d, yyyy");
  const unlimited = {
    price: PRICES.unlimitedMonthly,
    comingSoon: true as const,
    savingPerMonth: PRICES.unlimitedSavingPerMonth,
  };
  if (!state.open)
    return {
      priceText: `Start at $${regular}`,
      originalPrice: regular,
      savings: 0,
      savingsPercent: 0,
      subtitle: "Early-adopter pricing is sold out. Regular price per reference.",
      soldOut: true,
      earlyAdopterAvailable: false,
      pricePerReference: regular,
      regularPrice: regular,
      spotsLeft: 0,
      cutoffDate: state.cutoff,
      unlimited,
    };
  return {
    priceText: `$${early}`,
    originalPrice: regular,
    savings: regular - early,
    savingsPercent: Math.round(((regular - early) / regular) * 100),
    subtitle: `Early-adopter price per reference: 50% off for the first ${state.limit} customers or until ${cutoffText}. ${spotsLeft} spots left.`,
    soldOut: false,
    earlyAdopterAvailable: true,
    pricePerReference: early,
    regularPrice: regular,
    spotsLeft,
    cutoffDate: state.cutoff,
    unlimited,
  };
}
