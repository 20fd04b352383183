import type { AuthorizationJson } from "./use-authorization";

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      })
    : "";

/** After authorizing: the thanks, and the candidate's copy of the report. */
export function Done({
  p,
  busy,
  alert,
  onCopy,
}: {
  p: AuthorizationJson;
  busy: boolean;
  alert: React.ReactNode;
  onCopy: () => void;
}) {
  return (
    <section className="space-y-4" aria-label="Authorized">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Thank you, {p.typedName}</h1>
      <p className="text-slate-700">
        You authorized this reference check on {when(p.authorizedAt)}. {p.product} now calls the references
        for {p.employer}; each is told that you authorized the check.
      </p>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <h2 className="font-semibold">Your copy of the report</h2>
        {p.reportCopy === "none" && (
          <>
            <p className="mt-1">
              You may ask for a copy of the report. {p.employer} takes the employment decision, so they
              approve the copy before we e-mail it to you.
            </p>
            <button
              type="button"
              onClick={onCopy}
              disabled={busy}
              className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
            >
              Ask for a copy of my report
            </button>
          </>
        )}
        {p.reportCopy === "requested" && (
          <p className="mt-1" role="status">
            Asked. We e-mail your copy as soon as {p.employer} approves it
            {p.reportReady ? "" : " and the report is ready"}.
          </p>
        )}
        {p.reportCopy === "approved" && <p className="mt-1">Approved: your copy is on its way by e-mail.</p>}
      </div>
      {alert}
      <p className="text-xs text-slate-500">Keep this link: it is the way back to this page.</p>
    </section>
  );
}

export function Ended({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{children}</p>
    </section>
  );
}
