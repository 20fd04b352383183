import { useQuery } from "@tanstack/react-query";
import { RELATIONSHIP_LABELS } from "@server/shared/check-request";
import { TIMERS } from "@server/shared/product-facts";
import { Home } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge, ProgressBar } from "../../components/ui/card";
import { ReferenceStatusBadge } from "./ReferenceStatusBadge";
import { StatusNotices } from "./StatusNotices";
import { pollStatus } from "./poll-status";

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

const clock = (d: Date, zone: string) =>
  d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });

/** /check-status/{id} (spec §2, §4): polled every 30 s; phone numbers arrive masked. */
export default function CheckStatusPage() {
  const { id = "" } = useParams();
  const q = useQuery({
    queryKey: ["status", id],
    queryFn: () => pollStatus(id),
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
  const p = s.phase;
  const active = !p.ended;
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium text-slate-600">Reference check status</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{s.candidateName}</h1>
        {/* The badge, the headline and what happens next are the check's phase, worded once on
            the server (services/checks/phase-words.ts) for every surface. */}
        <Badge color={p.words.tone} data-testid="check-status" className="px-3 py-1 text-sm">
          {p.words.badge}
        </Badge>
      </div>
      <div
        role="status"
        data-testid="phase"
        data-phase={p.kind}
        className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900"
      >
        <p className="font-semibold" data-testid="phase-headline">
          {p.words.headline}
        </p>
        <p className="mt-1" data-testid="phase-next">
          {p.words.next}
        </p>
        {p.words.money && (
          <p className="mt-1" data-testid="phase-money">
            {p.words.money}
          </p>
        )}
      </div>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Check ID</dt>
          <dd className="mt-1 font-mono text-sm break-all text-slate-900">{s.id}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Submitted</dt>
          <dd className="mt-1 text-sm text-slate-900">{fmt(s.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {p.ended || p.kind === "analysing" ? "Report" : "Estimated completion"}
          </dt>
          <dd className="mt-1 text-sm text-slate-900" data-testid="estimated-completion">
            {p.words.estimate}
          </dd>
        </div>
      </dl>

      <div className="mt-6">
        <div className="flex justify-between text-sm text-slate-700" data-testid="progress-text">
          <span>
            {p.references.interviewed} of {p.references.total} references interviewed
            {p.references.notInterviewed > 0 && ` · ${p.references.notInterviewed} not interviewed`}
            {p.references.notCalled > 0 && ` · ${p.references.notCalled} not called`}
          </span>
          <span>{p.progress}%</span>
        </div>
        <div className="mt-2">
          <ProgressBar value={p.progress} label="References finished" />
        </div>
      </div>

      <div className="mt-6 space-y-3">
        <StatusNotices s={s} />
        <p className="text-xs text-slate-600">
          Times are shown in your time zone; calling hours are each reference&apos;s local time. This page
          refreshes every 30 seconds.
        </p>
      </div>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">References</h2>
      {s.references.length === 0 && s.authorization?.referencesBy === "candidate" && (
        <p className="mt-3 text-sm text-slate-600" data-testid="references-by-candidate">
          {p.candidate === "references"
            ? "The candidate authorized the check and is entering their references."
            : "The candidate enters their references after authorizing the check."}
        </p>
      )}
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
              {r.nextCallLocal && !s.callsAtOnce && (
                <p className="text-sm text-slate-600" data-testid="next-call">
                  Next call: {r.nextCallLocal} (the reference&apos;s local time)
                </p>
              )}
              {active && (r.status === "pending" || r.status === "processing") && (
                <p className="text-xs text-slate-500" data-testid="reference-hours">
                  {s.callsAtOnce
                    ? "Demo: called at once"
                    : `Their time: ${clock(new Date(), r.timezone)} (${r.timezone.replace(/_/g, " ")}) · ${r.callableNow ? "within calling hours" : "outside calling hours"}`}
                </p>
              )}
            </div>
            <ReferenceStatusBadge status={r.status} outcome={r.outcome} label={r.badge} />
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 inline-flex items-center gap-2 font-medium text-brand-700 underline">
        <Home className="h-4 w-4" aria-hidden /> Back to Home
      </Link>
    </main>
  );
}
