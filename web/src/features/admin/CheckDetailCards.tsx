import { Link } from "react-router";
import { AUDIT_ACTION_LABELS, type AuditAction } from "@server/shared/audit-actions";
import { Card } from "../../components/ui/card";
import { formatDateTime, formatMoney } from "./format";
import type { Detail } from "./useCheckDetail";

/* The cards of a check's story on /admin/checks/:id, each from the check's detail. */

export function PaymentCard({ d }: { d: Detail }) {
  return (
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
  );
}

/** The e-mails sent and report files beside the fraud signals. */
export function EmailsAndFraud({ d }: { d: Detail }) {
  return (
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
  );
}

/** The candidate's authorization and the employer's certification, when the check has either. */
export function AuthorizationCard({ d }: { d: Detail }) {
  if (!d.authorization && !d.certification) return null;
  return (
    <Card data-testid="candidate-authorization">
      <h2 className="text-lg font-semibold">Candidate&apos;s authorization</h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {d.authorization && (
          <>
            <dt className="text-slate-600">State</dt>
            <dd>
              {d.authorization.state}
              {d.authorization.referencesBy === "candidate" ? " (the candidate enters the references)" : ""}
            </dd>
            <dt className="text-slate-600">Candidate</dt>
            <dd>{d.authorization.candidateEmail}</dd>
            <dt className="text-slate-600">Invited</dt>
            <dd>
              {d.authorization.invitedAt ? formatDateTime(d.authorization.invitedAt) : "not yet (unpaid)"}
              {d.authorization.expiresAt ? `, link expires ${formatDateTime(d.authorization.expiresAt)}` : ""}
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
  );
}

export function Timeline({ d }: { d: Detail }) {
  return (
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
  );
}

/** Operator actions on this check, with a link to them in the audit log. */
export function OperatorActions({ d }: { d: Detail }) {
  return (
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
  );
}
