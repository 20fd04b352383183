import { Badge, Card } from "../../components/ui/card";
import { formatDateTime } from "./format";
import type { RouterOutputs } from "./types";

type O = RouterOutputs["admin"];

/** Webhook logs: the first 5 recent entries (timestamp, event, status). */
export function WebhookLogsPanel({ logs, error }: { logs: O["webhookLogs"] | undefined; error: boolean }) {
  return (
    <Card id="webhook-logs">
      <h2 className="text-lg font-semibold">Webhook logs</h2>
      {error && <p className="mt-3 text-sm text-red-700">Failed to fetch webhook logs</p>}
      {logs && logs.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No webhook events received yet.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 text-sm" data-testid="webhook-logs">
        {logs?.slice(0, 5).map((l) => (
          <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-slate-500">{formatDateTime(l.timestamp)}</span>
            <span className="font-medium">{l.event}</span>
            <Badge
              color={l.status === "failed" ? "red" : l.status === "processed" ? "green" : "gray"}
              title={l.error ?? undefined}
            >
              {l.status}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function FraudPanel({ data }: { data: O["fraudFlags"] | undefined }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Fraud flags</h2>
      {data && data.checks.length === 0 && data.detections.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No suspected fraud.</p>
      )}
      <ul className="mt-3 space-y-2 text-sm">
        {data?.checks.map((c) => (
          <li key={`c${c.id}`}>
            <span className="font-mono text-xs">#{c.id}</span> {c.candidateName} · {c.requesterEmail}
            <span className="block text-xs text-red-700">{c.fraudReasons.join("; ") || "flagged"}</span>
          </li>
        ))}
        {data?.detections.slice(0, 5).map((d) => (
          <li key={`d${d.id}`} className="text-xs text-slate-600">
            {formatDateTime(d.createdAt)} · {d.fraudType} ({Math.round(d.confidence * 100)}%)
            {d.referenceCheckId ? ` · check #${d.referenceCheckId}` : ""}
          </li>
        ))}
      </ul>
    </Card>
  );
}
