import { Clock, Zap } from "lucide-react";
import { isBusinessHoursIn, SPAN_ZONES, zoneClock } from "@server/shared/business-time";
import { TIMERS } from "@server/shared/product-facts";
import { useHydrated } from "../lib/hydration";
import { CALLING_HOURS_RULE } from "../lib/calling-hours";
import { trpc } from "../lib/trpc";
import { useNow } from "../lib/use-now";

/** "3:05 PM", the way the banner's clocks are written. */
export function clockText(hour: number, minute: number): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * spec §2: green while calls go out, orange otherwise, refreshed every 30 s. Calls go out in each
 * reference's local time (the status page states the same rule per reference), so the banner is
 * green while it is business hours somewhere between the East and West Coasts, and shows both
 * clocks: the visitor's own clock decides nothing. A demo whose simulated calls ignore calling
 * hours says so instead.
 */
export function BusinessHoursBanner() {
  const now = useNow(TIMERS.clockRefreshMs);
  const modes = trpc.site.providerModes.useQuery();
  // Clocks are read in the browser only (the server's render would be stale by the time it paints).
  const hydrated = useHydrated();
  if (!hydrated || !modes.data) return null;
  if (modes.data.callsAtOnce)
    return (
      <div
        data-testid="business-hours-banner"
        data-state="demo"
        className="flex items-start gap-2 rounded-lg border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950"
      >
        <Zap className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>
          <strong>Demo: calls go out at once.</strong> The calls here are simulated and placed immediately, at
          any hour. Real calls run {CALLING_HOURS_RULE}.
        </p>
      </div>
    );
  const clocks = SPAN_ZONES.map((z) => {
    const c = zoneClock(now, z.zone);
    return { ...z, text: clockText(c.hour, c.minute), open: isBusinessHoursIn(now, z.zone) };
  });
  const open = clocks.some((c) => c.open);
  const where = clocks.map((c) => `${c.text} in ${c.city}`).join(", ");
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
          <strong>We're calling now</strong> ({where}). Calls run {CALLING_HOURS_RULE}; a reference outside
          their hours is called when theirs begin.
        </p>
      ) : (
        <p>
          <strong>Outside calling hours</strong> ({where}). Calls run {CALLING_HOURS_RULE}. Submit now and we
          call each reference from 9 AM their time on the next business day.
        </p>
      )}
    </div>
  );
}
