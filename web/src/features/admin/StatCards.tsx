import { useId } from "react";
import { Card } from "../../components/ui/card";
import type { RouterOutputs } from "./types";
import { formatMoney } from "./format";

type Stats = RouterOutputs["admin"]["stats"];
type Turnaround = RouterOutputs["admin"]["turnaround"];
type StatName = keyof Stats["definitions"];

/**
 * One figure. Its definition shows on hover and on keyboard focus (the card is focusable) and is
 * read with it by screen readers.
 */
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
  const tipId = useId();
  return (
    <Card
      className="group relative p-4 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      data-testid="stat"
      tabIndex={definition ? 0 : undefined}
      aria-describedby={definition ? tipId : undefined}
    >
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      {note && <p className="mt-0.5 text-xs text-slate-500">{note}</p>}
      {definition && (
        <p
          id={tipId}
          role="tooltip"
          // Out of the layout until shown, and as wide as its card: a hidden tooltip hanging past
          // the screen's edge made the page scroll sideways on a phone.
          className="absolute inset-x-0 top-full z-20 mt-1 hidden rounded-md bg-slate-900 p-2 text-xs text-white shadow-lg group-hover:block group-focus:block"
        >
          {definition}
        </p>
      )}
    </Card>
  );
}

/** Revenue cards and check counters (spec §2.1). */
export function StatCards({ stats, turnaround }: { stats: Stats | undefined; turnaround?: Turnaround }) {
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
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
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
          note={
            s
              ? `${s.awaitingPayment} awaiting payment${s.paidNotStarted ? ` · ${s.paidNotStarted} paid, not started` : ""}`
              : undefined
          }
        />
        <Stat
          label="Success rate"
          definition={def("successRate")}
          value={s ? `${s.successRate}%` : "…"}
          note={s ? `${s.completedChecks} completed · ${s.failedChecks} failed` : undefined}
        />
        <TurnaroundStat t={turnaround} definition={def("deliveredWithinPromise")} />
      </div>
    </section>
  );
}

/** The 2-hour promise: share of reports delivered within it (last 30 days) and what is overdue now. */
function TurnaroundStat({ t, definition }: { t: Turnaround | undefined; definition: string | undefined }) {
  const hours = t ? t.promiseMinutes / 60 : 2;
  const median = t?.submissionToEmail.median;
  return (
    <Stat
      label={`Delivered within ${hours} hours`}
      definition={definition}
      value={
        t ? (t.withinPromiseShare === null ? "—" : `${Math.round(t.withinPromiseShare * 1000) / 10}%`) : "…"
      }
      note={
        t
          ? `${t.withinPromise} of ${t.delivered} delivered${median != null ? ` · median ${Math.round(median)} min` : ""} · ${t.overdue.length} overdue`
          : undefined
      }
    />
  );
}
