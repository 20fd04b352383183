import { Clock } from "lucide-react";
import { isLocalBusinessHours } from "@server/shared/business-time";
import { useNow } from "../lib/use-now";
import { TIMERS } from "@server/shared/product-facts";

/** spec §2: green on weekdays 9:00-18:00 local time, orange otherwise, refreshed every 30 s. */
export function BusinessHoursBanner() {
  const now = useNow(TIMERS.clockRefreshMs);
  const open = isLocalBusinessHours(now);
  const time = now.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
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
