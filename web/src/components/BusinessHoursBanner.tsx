import { Clock } from "lucide-react";
import { isLocalBusinessHours } from "@server/shared/business-time";
import { useHydrated } from "../lib/hydration";
import { useNow } from "../lib/use-now";
import { TIMERS } from "@server/shared/product-facts";

/**
 * "3:05 PM", the way the banner's calling hours are written. Formatted by hand: the first use of
 * Intl's date formatting costs tens of milliseconds of main thread on a phone, on the landing page.
 */
export function clockText(d: Date): string {
  const h = d.getHours();
  return `${h % 12 || 12}:${String(d.getMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** spec §2: green on weekdays 9:00-18:00 local time, orange otherwise, refreshed every 30 s. */
export function BusinessHoursBanner() {
  const now = useNow(TIMERS.clockRefreshMs);
  // The visitor's local time is known only in the browser.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const open = isLocalBusinessHours(now);
  const time = clockText(now);
  return (
    <div
      data-testid="business-hours-banner"
      data-state={open ? "open" : "closed"}
      className={
        open
          ? "flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          : "flex items-start gap-2 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-900"
      }
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {open ? (
        <p>
          <strong>We're calling now</strong> ({time} your time). Submit before 6 PM and your report usually
          arrives within about 2 hours.
        </p>
      ) : (
        <p>
          <strong>Outside calling hours</strong> ({time} your time). Calls run 9 AM - 6 PM, Monday-Friday, in
          each reference's local time. Submit now and we start at 9 AM on the next business day.
        </p>
      )}
    </div>
  );
}
