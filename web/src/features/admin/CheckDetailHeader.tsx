import { Link } from "react-router";
import { Badge } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { formatDateTime, statusColor } from "./format";
import type { Detail } from "./useCheckDetail";

/** The check's title, requester, badges and the actions that make sense for it now. */
export function CheckDetailHeader({
  d,
  busy,
  onRefund,
  onResendReport,
  onCancelRemaining,
}: {
  d: Detail;
  busy: boolean;
  onRefund: () => void;
  onResendReport: () => void;
  onCancelRemaining: () => void;
}) {
  return (
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
          <Badge color={d.phase.words.tone} data-testid="detail-phase">
            {d.phase.words.badge}
          </Badge>
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="detail-phase-next">
          {d.phase.words.headline}. {d.phase.words.next}
        </p>
        {d.failureReason && (
          <p className="mt-1 text-sm text-red-800">
            <span className="font-medium">Why it failed:</span> {d.failureReason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {d.actions.refund && (
          <Button variant="secondary" onClick={onRefund} disabled={busy}>
            Refund
          </Button>
        )}
        {d.actions.resendReport && (
          <Button variant="secondary" disabled={busy} onClick={onResendReport}>
            Resend report
          </Button>
        )}
        {d.actions.forceComplete && (
          <Button variant="secondary" disabled={busy} onClick={onCancelRemaining}>
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
  );
}
