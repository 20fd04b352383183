import { CalendarOff } from "lucide-react";
import { useHolidayStatus } from "../lib/queries";

/** Shown when today is a public holiday in the US, Canada or both (GET /api/holiday-status). */
export function HolidayBanner({ className }: { className?: string }) {
  const q = useHolidayStatus();
  const h = q.data;
  if (!h?.isHoliday) return null;
  const where = h.affectedCountries.join(" and ");
  return (
    <div
      role="status"
      data-testid="holiday-banner"
      className={`flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 ${className ?? ""}`}
    >
      <CalendarOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        <strong>Holiday in {where}.</strong> {h.message}
      </p>
    </div>
  );
}
