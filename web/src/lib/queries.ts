import { useQuery } from "@tanstack/react-query";
import { TIMERS } from "@server/shared/product-facts";
import { api } from "./api";

/** GET /api/holiday-status, refetched every 5 minutes (spec §7). */
export function useHolidayStatus() {
  return useQuery({
    queryKey: ["holiday-status"],
    queryFn: () => api("GET /api/holiday-status"),
    refetchInterval: TIMERS.holidayPollMs,
  });
}

/** GET /api/dynamic-pricing, polled every 30 s (spec §4). */
export function useDynamicPricing() {
  return useQuery({
    queryKey: ["dynamic-pricing"],
    queryFn: () => api("GET /api/dynamic-pricing"),
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
