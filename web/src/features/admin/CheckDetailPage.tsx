import { useState } from "react";
import { Link, useParams } from "react-router";
import { AUDIT_ACTION_LABELS, type AuditAction } from "@server/shared/audit-actions";
import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { CheckReferences } from "./CheckReferences";
import { formatDateTime, formatMoney, statusColor } from "./format";
import { OperatorGate } from "./OperatorGate";
import { RefundDialog } from "./RefundDialog";
import { AUTO_REFRESH_MS } from "./refresh";
import type { RouterOutputs } from "./types";

type Reference = RouterOutputs["admin"]["checkDetail"]["references"][number];

/**
 * /admin/checks/:id: one check's whole story and the actions that make sense for it now. The id
 * is the check's number or its status id (operator e-mails link by the latter). Every time is in
 * the zone the operator bar names, except call attempts, shown in the reference's zone.
 */
export function CheckDetailPage() {
  const { id = "" } = useParams();
  return (
    <OperatorGate title={`Check ${/^\d+$/.test(id) ? `#${id}` : id}`}>
      <CheckDetail idParam={id} />
    </OperatorGate>
  );
}

function CheckDetail({ idParam }: { idParam: string }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  // A running check's story refreshes itself while the tab is visible; a finished one stays put.
  const detail = trpc.admin.checkDetail.useQuery(
    { id: idParam },
    {
      refetchInterval: (q) => (q.state.data?.status === "processing" ? AUTO_REFRESH_MS : false),
      refetchIntervalInBackground: false,
    },
  );
  const recall = trpc.admin.recallReference.useMutation();
  const resend = trpc.admin.resendReport.useMutation();
  const forceComplete = trpc.admin.forceComplete.useMutation();
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState(false);
  const d = detail.data;

  async function run(label: string, fn: () => Promise<{ title: string; description?: string }>) {
    setBusy(true);
    try {
      toast({ ...(await fn()), variant: "success" });
    } catch (err) {
      toast({ title: `Failed to ${label}`, description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
      await utils.admin.invalidate();
    }
  }

  function onRecall(r: Reference) {
    if (!d) return;
    if (
      r.status === "failed" &&
      !window.confirm(
        `Call ${r.name} again? ${d.status === "failed" ? "The check runs again: the requester gets the report if this interview succeeds. " : ""}${r.refundedAt ? "The share already refunded stays refunded; nothing is charged for this call." : "If this call fails too, the reference's share is refunded as usual."}`,
      )
    )
      return;
    void run("call the reference again", async () => {
      const res = await recall.mutateAsync({ id: d.id, referenceIndex: r.index });
      return {
        title: `Calling ${r.name} again`,
        description: [res.reopened ? "The check is running again." : "", res.refundNote ?? ""]
          .filter(Boolean)
          .join(" "),
      };
    });
  }

  if (detail.error)
    return (
      <main className="mx-auto max-w-5xl px-4 py-8" role="alert">
        {errorText(detail.error)}
      </main>
    );
  if (!d) return <main className="mx-auto max-w-5xl px-4 py-8 text-slate-600">Loading…</main>;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/admin" className="text-brand-700 underline">
              ← Dashboard
            </Link>
          </p>
          <h1 className="mt-1 text-2xl font-bold">
            Check #{d.id}: {d.candidateName}
          </h1>
          <p className="text-slate-600">
            {d.role} at {d.companyName} · requested by {d.requesterEmail} · created{" "}
            {formatDateTime(d.createdAt)} · status id <span className="font-mono text-xs">{d.publicId}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge color={statusColor(d.status)} data-testid="detail-status">
              {d.status}
            </Badge>
            <Badge>{d.paymentStatus.replace("_", " ")}</Badge>
            {d.testMode && <Badge>Test</Badge>}
            {d.fraudSuspected && <Badge color="red">Fraud suspected</Badge>}
          </p>
          {d.failureReason && (
            <p className="mt-1 text-sm text-red-800">
              <span className="font-medium">Why it failed:</span> {d.failureReason}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {d.actions.refund && (
            <Button variant="secondary" onClick={() => setRefunding(true)} disabled={busy}>
              Refund
            </Button>
          )}
          {d.actions.resendReport && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void run("resend the report", async () => {
                  const r = await resend.mutateAsync({ id: d.id });
                  return { title: "Report resent", description: `Sent to ${r.to}.` };
                })
              }
            >
              Resend report
            </Button>
          )}
          {d.actions.forceComplete && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                window.confirm(
                  "Cancel the remaining calls and close this check now? References not interviewed are refunded their share.",
                ) &&
                void run("cancel the remaining calls", async () => {
                  await forceComplete.mutateAsync({ id: d.id });
                  return { title: "Remaining calls cancelled" };
                })
              }
            >
              Cancel remaining calls
            </Button>
          )}
          {d.actions.downloadReport && (
            <a
              href={`/api/download-report/${d.id}`}
              target="_blank"
              rel="noopener"
              className="px-3 py-2 text-sm font-semibold text-brand-700"
            >
              Report PDF
            </a>
          )}
        </div>
      </div>

      <Card>
        <h2 className="text-lg font-semibold">Payment</h2>
        <p className="text-sm">
          Price {formatMoney(d.priceCharged)} · refunded {formatMoney(d.amountRefunded)} · kept{" "}
          {formatMoney(d.amountPaid)}
        </p>
        <ul className="mt-2 space-y-1 text-sm" aria-label="Refunds">
          {d.refunds.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt)}: {formatMoney(r.amount)} ({r.status}) {r.reason}
            </li>
          ))}
        </ul>
      </Card>

      <CheckReferences detail={d} busy={busy} onRecall={onRecall} />

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">E-mails and report</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {d.emails.length === 0 && <li className="text-slate-600">No e-mail sent yet.</li>}
            {d.emails.map((e, i) => (
              <li key={i}>
                {e.sentAt ? formatDateTime(e.sentAt) : "not sent"} · {e.type.replace("_", " ")} to {e.to}:{" "}
                {e.status}
                {e.bouncedAt ? `, bounced ${formatDateTime(e.bouncedAt)}` : ""}
                {e.error ? ` (${e.error})` : ""}
              </li>
            ))}
            {d.reportFiles.map((f) => (
              <li key={f.design}>
                Report ({f.design}): {f.fileName}, {Math.round(f.sizeBytes / 1024)} KB,{" "}
                {formatDateTime(f.createdAt)}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-lg font-semibold">Fraud signals</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {d.fraudSignals.length === 0 && d.fraudReasons.length === 0 && (
              <li className="text-slate-600">None.</li>
            )}
            {d.fraudReasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
            {d.fraudSignals.map((f, i) => (
              <li key={i}>
                {f.type} ({Math.round(Number(f.confidence) * 100)}%)
              </li>
            ))}
          </ul>
        </Card>
      </div>

      {(d.authorization || d.certification) && (
        <Card data-testid="candidate-authorization">
          <h2 className="text-lg font-semibold">Candidate&apos;s authorization</h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {d.authorization && (
              <>
                <dt className="text-slate-600">State</dt>
                <dd>
                  {d.authorization.state}
                  {d.authorization.referencesBy === "candidate"
                    ? " (the candidate enters the references)"
                    : ""}
                </dd>
                <dt className="text-slate-600">Candidate</dt>
                <dd>{d.authorization.candidateEmail}</dd>
                <dt className="text-slate-600">Invited</dt>
                <dd>
                  {d.authorization.invitedAt ? formatDateTime(d.authorization.invitedAt) : "not yet (unpaid)"}
                  {d.authorization.expiresAt
                    ? `, link expires ${formatDateTime(d.authorization.expiresAt)}`
                    : ""}
                </dd>
                {d.authorization.authorizedAt && (
                  <>
                    <dt className="text-slate-600">Authorized</dt>
                    <dd>
                      {formatDateTime(d.authorization.authorizedAt)} as &ldquo;{d.authorization.typedName}
                      &rdquo;, disclosure {d.authorization.disclosureVersion}, from{" "}
                      {d.authorization.ipAddress ?? "unknown"}
                    </dd>
                  </>
                )}
                {d.authorization.declinedAt && (
                  <>
                    <dt className="text-slate-600">Declined</dt>
                    <dd>{formatDateTime(d.authorization.declinedAt)}</dd>
                  </>
                )}
              </>
            )}
            {d.certification && (
              <>
                <dt className="text-slate-600">Employer&apos;s certification</dt>
                <dd>
                  {d.certification.by}, {formatDateTime(d.certification.at)}
                  {d.certification.ip ? `, from ${d.certification.ip}` : ""}
                </dd>
              </>
            )}
          </dl>
        </Card>
      )}

      <Card>
        <h2 className="text-lg font-semibold">Timeline</h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="timeline">
          {d.timeline.map((e, i) => (
            <li key={i} className={e.kind === "operator" ? "text-slate-900" : undefined}>
              <span className="text-slate-500">{formatDateTime(e.at)}</span> {e.text}
            </li>
          ))}
        </ol>
      </Card>

      <Card>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">Operator actions</h2>
          <Link to={`/admin/audit-log?check=${d.id}`} className="text-sm text-brand-700 underline">
            In the audit log
          </Link>
        </div>
        <ul className="mt-2 space-y-1 text-sm" data-testid="audit-entries">
          {d.audit.length === 0 && <li className="text-slate-600">No operator action yet.</li>}
          {d.audit.map((a) => (
            <li key={a.id}>
              {formatDateTime(a.at)} · {a.actorEmail} ·{" "}
              {AUDIT_ACTION_LABELS[a.action as AuditAction] ?? a.action}{" "}
              <span className="font-mono text-xs text-slate-500">({a.action})</span> · from{" "}
              {a.ip ?? "unknown address"}
            </li>
          ))}
        </ul>
      </Card>
      {refunding && <RefundDialog check={d} onClose={() => setRefunding(false)} />}
    </main>
  );
}
