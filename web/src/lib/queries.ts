import { useQuery } from "@tanstack/react-query";
import { TIMERS } from "@server/shared/product-facts";
import type { HolidayStatus } from "@server/services/scheduling/holidays";
import type { DynamicPricing } from "@server/services/pricing/rules";
import { api } from "./api";

/** GET /api/holiday-status, refetched every 5 minutes (spec §7). */
export function useHolidayStatus() {
  return useQuery({
    queryKey: ["holiday-status"],
    queryFn: () => api<HolidayStatus>("/api/holiday-status"),
    refetchInterval: TIMERS.holidayPollMs,
  });
}

/** GET /api/dynamic-pricing, polled every 30 s (spec §4). */
export function useDynamicPricing() {
  return useQuery({
    queryKey: ["dynamic-pricing"],
    queryFn: () => api<DynamicPricing>("/api/dynamic-pricing"),
    refetchInterval: TIMERS.pricingPollMs,
  });
}

export interface SiteInfo {
  productName: string;
  supportEmail: string;
  providers: Record<string, "simulated" | "live">;
  devTools: boolean;
  analyticsId: string | null;
}
