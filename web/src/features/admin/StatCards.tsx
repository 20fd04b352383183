import { Card } from "../../components/ui/card";
import type { RouterOutputs } from "./types";
import { formatMoney } from "./format";

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
    </Card>
  );
}

/** Revenue cards and check counters (spec §2.1). */
export function StatCards({ stats }: { stats: RouterOutputs["admin"]["stats"] | undefined }) {
  const s = stats;
  return (
    <section aria-label="Revenue and checks" className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Today's revenue"
          value={s ? formatMoney(s.todayRevenue) : "…"}
          note={s ? `${s.todayDate} (UTC)` : undefined}
        />
        <Stat label="This month" value={s ? formatMoney(s.thisMonthRevenue) : "…"} />
        <Stat label="Total revenue" value={s ? formatMoney(s.totalRevenue) : "…"} note="net of refunds" />
        <Stat label="Average order value" value={s ? formatMoney(s.averageOrderValue) : "…"} />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Total checks"
          value={s ? String(s.totalChecks) : "…"}
          note={s ? `${s.freeChecks} free` : undefined}
        />
        <Stat label="Paid customers" value={s ? String(s.paidCustomers) : "…"} />
        <Stat
          label="Active checks"
          value={s ? String(s.activeChecks) : "…"}
          note={s ? `${s.pendingChecks} awaiting payment` : undefined}
        />
        <Stat
          label="Success rate"
          value={s ? `${s.successRate}%` : "…"}
          note={s ? `${s.completedChecks} completed · ${s.failedChecks} failed` : undefined}
        />
      </div>
    </section>
  );
}
