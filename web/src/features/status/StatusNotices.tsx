import { CalendarOff, Clock, Zap } from "lucide-react";
import type { ReactNode } from "react";
import type { RestAnswer } from "../../lib/api";
import { CALLING_HOURS_RULE } from "../../lib/calling-hours";

/** The status as GET /api/status/{id} answers it (Dates as strings). */
type Status = Pick<
  RestAnswer<"GET /api/status/:id">,
  "phase" | "callsAtOnce" | "createdOutsideBusinessHours" | "businessHoursNow" | "holiday" | "references"
>;

function Notice({
  tone,
  icon,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`flex gap-2 rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`} data-testid={testId}>
      {icon}
      <div>{children}</div>
    </div>
  );
}
const TONES = {
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  orange: "border-orange-200 bg-orange-50 text-orange-950",
  green: "border-emerald-200 bg-emerald-50 text-emerald-950",
  sky: "border-sky-200 bg-sky-50 text-sky-950",
  red: "border-red-200 bg-red-50 text-red-950",
  violet: "border-violet-200 bg-violet-50 text-violet-950",
};
const icon = "mt-0.5 h-4 w-4 shrink-0";

/**
 * The status page's notices: calling hours stated
 * by one rule (each reference's local time, as the dialler applies it), or plainly that a demo
 * with simulated calls calls at once.
 */
export function StatusNotices({ s }: { s: Status }) {
  // Only while calls are scheduled or under way do calling hours matter; the phase box above says
  // everything else (payment, the candidate, how the check ended, the money).
  const active = s.phase.kind === "scheduled" || s.phase.kind === "calling";
  const toCall = s.references.filter((r) => r.status === "pending" || r.status === "processing");
  return (
    <>
      {active && s.callsAtOnce && (
        <Notice tone="violet" icon={<Zap className={icon} aria-hidden />} testId="calling-hours-notice">
          Demo with simulated calls: calls go out at once, at any hour. Real calls run {CALLING_HOURS_RULE}.
        </Notice>
      )}
      {s.phase.kind === "calling" && !s.callsAtOnce && toCall.length > 0 && (
        <Notice
          tone={s.businessHoursNow ? "green" : "orange"}
          icon={<Clock className={icon} aria-hidden />}
          testId="calling-hours-notice"
        >
          {s.businessHoursNow
            ? `Within calling hours for ${toCall.length > 1 ? "at least one reference" : "this reference"}: calls are being made now. Calls run ${CALLING_HOURS_RULE}.`
            : `Outside calling hours for ${toCall.length > 1 ? "these references" : "this reference"} right now. Calls run ${CALLING_HOURS_RULE}, and resume at 9 AM their time on the next business day.`}
        </Notice>
      )}
      {/* The site's holiday notice is national; a check held by a holiday says its own (regional
          days included) in the phase above, so the two never name different days. */}
      {s.holiday.isHoliday && !s.phase.ended && s.phase.wait?.reason !== "holiday" && (
        <div role="status">
          <Notice tone="sky" icon={<CalendarOff className={icon} aria-hidden />}>
            {s.holiday.message}
          </Notice>
        </div>
      )}
    </>
  );
}
