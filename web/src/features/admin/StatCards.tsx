import { Card } from "../../components/ui/card";
import type { RouterOutputs } from "./types";
import { formatMoney } from "./format";

type Stats = RouterOutputs["admin"]["stats"];
type StatName = keyof Stats["definitions"];

/** One figure; its definition shows on hover and is read with it by screen readers. */
function Stat({
  label,
  value,
  note,
  definition,
}: {
  label: string;
  value: string;
  note?: string;
  definition?: string;
}) {
  return (
    <Card className="p-4" title={definition} data-testid="stat">
      <p className="text-sm text-slate-600">
        {label}
        {definition && <span className="sr-only">. {definition}</span>}
      </p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
    </Card>
  );
}

/** Revenue cards and check counters (spec §2.1). */
export function StatCards({ stats }: { stats: Stats | undefined }) {
  const s = stats;
  const def = (n: StatName) => s?.definitions[n];
  return (
    <section aria-label="Revenue and checks" className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Today's revenue"
          definition={def("todayRevenue")}
          value={s ? formatMoney(s.todayRevenue) : "…"}
          note={s ? `${s.todayDate} (UTC)` : undefined}
        />
        <Stat
          label="This month"
          definition={def("thisMonthRevenue")}
          value={s ? formatMoney(s.thisMonthRevenue) : "…"}
        />
        <Stat
          label="Total revenue"
          definition={def("totalRevenue")}
          value={s ? formatMoney(s.totalRevenue) : "…"}
          note="net of refunds"
        />
        <Stat
          label="Average order value"
          definition={def("averageOrderValue")}
          value={s ? formatMoney(s.averageOrderValue) : "…"}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat
          label="Total checks"
          definition={def("totalChecks")}
          value={s ? String(s.totalChecks) : "…"}
          note={s ? `${s.freeChecks} free · ${s.testChecks} test not counted` : undefined}
        />
        <Stat
          label="Paid customers"
          definition={def("paidCustomers")}
          value={s ? String(s.paidCustomers) : "…"}
        />
        <Stat
          label="Active checks"
          definition={def("activeChecks")}
          value={s ? String(s.activeChecks) : "…"}
          note={s ? `${s.pendingChecks} awaiting payment` : undefined}
        />
        <Stat
          label="Success rate"
          definition={def("successRate")}
          value={s ? `${s.successRate}%` : "…"}
          note={s ? `${s.completedChecks} completed · ${s.failedChecks} failed` : undefined}
        />
      </div>
    </section>
  );
}
