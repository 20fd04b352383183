import { useQuery } from "@tanstack/react-query";
import { PRICES } from "@server/shared/product-facts";
import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { useDynamicPricing } from "../../lib/queries";

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The price the button shows (spec §4): POST /api/calculate-pricing once the e-mail contains @ and
 * whenever the reference count changes; a failure gives an empty result, and the amount falls back to
 * the per-reference price times the count (static $14 when even dynamic pricing failed).
 */
export function usePricingPreview(input: {
  email: string;
  referenceCount: number;
  testMode: boolean;
  firstCheck: boolean;
}) {
  const email = useDebounced(input.email.trim().toLowerCase(), 400);
  const dynamic = useDynamicPricing();
  const preview = useQuery({
    queryKey: ["calculate-pricing", email, input.referenceCount, input.testMode, input.firstCheck],
    enabled: email.includes("@"),
    queryFn: () =>
      api("POST /api/calculate-pricing", {
        body: {
          email,
          referenceCount: input.referenceCount,
          testMode: input.testMode,
          firstCheck: input.firstCheck,
        },
      }).catch(() => null),
  });
  const p = preview.data ?? null;
  const perReference = dynamic.data?.pricePerReference ?? PRICES.earlyAdopterPerReference;
  const total = p
    ? p.tier === "early_adopter"
      ? PRICES.earlyAdopterPerReference * input.referenceCount
      : p.tier === "regular"
        ? PRICES.regularPerReference * input.referenceCount
        : p.totalPrice
    : perReference * input.referenceCount;
  return {
    pricing: p,
    total,
    perReference: p?.pricePerReference ?? perReference,
    loading: preview.isFetching,
  };
}
