import { formatTime } from "./format";
import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import type { RouterOutputs } from "./types";

const LABELS: Record<string, string> = {
  database: "Database",
  queue: "Job queue",
  payments: "Payments (Stripe)",
  telephony: "Telephony (calls)",
  email: "E-mail",
  llm: "Language model",
};

const KEY_SOURCE_LABELS = {
  saved: "saved on /api-keys",
  environment: "environment",
  unset: "not set",
} as const;

/** System health: each real check, healthy or not, live or simulated. */
export function HealthPanel({
  health,
  onCheck,
  checking,
}: {
  health: RouterOutputs["admin"]["health"] | undefined;
  onCheck: () => void;
  checking: boolean;
}) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">System health</h2>
        <Button variant="secondary" size="sm" onClick={onCheck} disabled={checking}>
          {checking ? "Checking…" : "Check health"}
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="health-list">
        {health?.checks.map((c) => (
          <li key={c.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex items-center gap-2">
              <span
                aria-hidden
                className={`inline-block h-2.5 w-2.5 rounded-full ${c.healthy ? "bg-emerald-500" : "bg-red-500"}`}
              />
              <span className="font-medium">{LABELS[c.name] ?? c.name}</span>
              <span className="text-xs text-slate-500">{c.provider}</span>
              {c.keySource && (
                <span className="text-xs text-slate-600" data-testid={`key-source-${c.name}`}>
                  key: {KEY_SOURCE_LABELS[c.keySource]}
                </span>
              )}
            </span>
            <span className="flex items-center gap-2">
              <Badge color={c.mode === "live" ? "green" : "yellow"} data-testid={`mode-${c.name}`}>
                {c.mode}
              </Badge>
              <Badge color={c.healthy ? "green" : "red"}>{c.healthy ? "healthy" : "unhealthy"}</Badge>
              <span className="w-14 text-right text-xs text-slate-500">{c.latencyMs} ms</span>
            </span>
          </li>
        ))}
      </ul>
      {health?.pipeline && (
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center" data-testid="pipeline-health">
          {(
            [
              ["Queue depth", health.pipeline.queueDepth, "queue-depth", false],
              ["Dead letters", health.pipeline.deadLetters, "dead-letters", health.pipeline.deadLetters > 0],
              [
                "Live workers",
                health.pipeline.liveWorkers,
                "live-workers",
                health.pipeline.liveWorkers === 0,
              ],
            ] as const
          ).map(([label, value, id, alarming]) => (
            <div key={id} className="rounded-md border border-slate-200 p-2">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd data-testid={id} className={`text-lg font-semibold ${alarming ? "text-red-600" : ""}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {health?.timeZoneData.warning && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="tz-data-warning"
        >
          {health.timeZoneData.warning}
        </p>
      )}
      {health && <p className="mt-2 text-xs text-slate-500">Checked {formatTime(health.checkedAt)}</p>}
    </Card>
  );
}
