import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { downloadJson } from "./exportJson";
import { TimingPanel } from "./TimingPanel";
import type { VoiceAgent } from "./useVoiceAgent";

/** Timing settings, scenario results, metrics and the exports. */
export function ResultsCard({ a }: { a: VoiceAgent }) {
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold">Timing</h2>
        <div className="mt-4">
          <TimingPanel settings={a.settings} onChange={a.setSettings} />
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Results</h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="results-summary">
          {a.results.length ? `${a.passed} of ${a.results.length} scenarios passed` : "No scenarios run yet."}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">Avg. agent reply</dt>
          <dd>{a.metricsSummary.averageAgentLatencyMs} ms</dd>
          <dt className="text-slate-600">Interruptions</dt>
          <dd>{a.metrics.interruptions}</dd>
          <dt className="text-slate-600">No-reply timeouts</dt>
          <dd>{a.metrics.timeouts}</dd>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={a.lines.length === 0}
            onClick={() =>
              downloadJson(`conversation-${Date.now()}.json`, {
                exportedAt: new Date().toISOString(),
                settings: a.settings,
                lines: a.lines.map(({ kind, text, at, pass }) => ({ kind, text, at, pass })),
              })
            }
          >
            Export Conversation
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadJson(`metrics-${Date.now()}.json`, a.metricsSummary)}
          >
            Export Metrics
          </Button>
          <Button size="sm" variant="danger" onClick={a.resetAll}>
            Reset All
          </Button>
        </div>
      </Card>
    </div>
  );
}
