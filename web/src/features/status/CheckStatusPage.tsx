import { useQuery } from "@tanstack/react-query";
import { RELATIONSHIP_LABELS } from "@server/shared/check-request";
import { TIMERS } from "@server/shared/product-facts";
import type { StatusResponse } from "@server/services/checks/status";
import { CalendarOff, Clock, Home } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge, ProgressBar } from "../../components/ui/card";
import { api } from "../../lib/api";
import { ReferenceStatusBadge } from "./ReferenceStatusBadge";

/** Dates arrive as JSON strings over REST. */
type StatusJson = Omit<StatusResponse, "createdAt" | "estimatedCompletion"> & {
  createdAt: string;
  estimatedCompletion: string;
};

const fmt = (iso: string, zone?: string) =>
  new Date(iso).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
    timeZoneName: "short",
  });

/** /check-status/{id} (spec §2, §4): polled every 30 s; phone numbers arrive masked. */
export default function CheckStatusPage() {
  const { id = "" } = useParams();
  const q = useQuery({
    queryKey: ["status", id],
    queryFn: () => api<StatusJson>(`/api/status/${encodeURIComponent(id)}`),
    refetchInterval: TIMERS.statusPollMs,
  });
  if (q.isLoading)
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 text-slate-600 sm:px-6" role="status">
        Loading status…
      </main>
    );
  if (q.error || !q.data)
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Status Not Found</h1>
        <p className="mt-3 text-slate-600">
          {q.error instanceof Error && q.error.message.startsWith("404")
            ? "Reference check not found"
            : "Unable to load status"}
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          <Home className="h-4 w-4" aria-hidden /> Back to Home
        </Link>
      </main>
    );
  const s = q.data;
  const done = s.status === "completed";
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium text-slate-600">Reference check status</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{s.candidateName}</h1>
        <Badge color={done ? "green" : "blue"} data-testid="check-status" className="px-3 py-1 text-sm">
          {done ? "Completed" : "Processing"}
        </Badge>
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Check ID</dt>
          <dd className="mt-1 font-mono text-sm break-all text-slate-900">{s.id}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Started</dt>
          <dd className="mt-1 text-sm text-slate-900">{fmt(s.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {done ? "Report" : "Estimated completion"}
          </dt>
          <dd className="mt-1 text-sm text-slate-900" data-testid="estimated-completion">
            {done ? "Delivered to " + s.email : fmt(s.estimatedCompletion)}
          </dd>
        </div>
      </dl>

      <div className="mt-6">
        <div className="flex justify-between text-sm text-slate-700">
          <span>
            {s.completedReferences} of {s.totalReferences} references completed
          </span>
          <span>{s.progress}%</span>
        </div>
        <div className="mt-2">
          <ProgressBar value={s.progress} label="References completed" />
        </div>
      </div>

      <div className="mt-6 space-y-3">
        {s.paymentStatus === "pending" && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            Waiting for payment: calls start as soon as the payment is confirmed.
          </div>
        )}
        {!done && s.createdOutsideBusinessHours && (
          <div className="flex gap-2 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-950">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>
              This check was submitted outside business hours. Calls start at 9 AM on the next business day,
              and the estimate counts from then.
            </p>
          </div>
        )}
        {!done && !s.businessHoursNow && !s.createdOutsideBusinessHours && (
          <div className="flex gap-2 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm text-orange-950">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>
              We're outside calling hours now (9 AM - 6 PM, Monday-Friday). Calls resume at 9 AM on the next
              business day.
            </p>
          </div>
        )}
        {!done && s.businessHoursNow && (
          <div className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>We're within calling hours: calls are being made now.</p>
          </div>
        )}
        {s.holiday.isHoliday && (
          <div
            role="status"
            className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
          >
            <CalendarOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <p>{s.holiday.message}</p>
          </div>
        )}
        <p className="text-xs text-slate-600">
          Times are shown in your time zone; business hours are counted in {s.timezone.replace("_", " ")}.
          This page refreshes every 30 seconds.
        </p>
      </div>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">References</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {s.references.map((r, i) => (
          <li
            key={i}
            className="flex flex-wrap items-center justify-between gap-3 px-5 py-4"
            data-testid="reference-row"
          >
            <div>
              <p className="font-medium text-slate-900">{r.name}</p>
              <p className="text-sm text-slate-600">
                {RELATIONSHIP_LABELS[r.relationship as keyof typeof RELATIONSHIP_LABELS] ?? r.relationship} ·{" "}
                <span className="font-mono">{r.phoneNumber}</span>
                {r.attempts > 0 && ` · ${r.attempts} attempt${r.attempts > 1 ? "s" : ""}`}
              </p>
            </div>
            <ReferenceStatusBadge status={r.status} />
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 inline-flex items-center gap-2 font-medium text-brand-700 underline">
        <Home className="h-4 w-4" aria-hidden /> Back to Home
      </Link>
    </main>
  );
}
