import type { Scenario, TimingSettings } from "@server/shared/voice-agent";

/* The conversation's lines and measurements, and the summary the page shows and exports. */

export type Status = "idle" | "running" | "paused";
export interface Line {
  id: number;
  kind: "agent" | "reference" | "result" | "system";
  text: string;
  at: string;
  pass?: boolean;
}
export interface Metrics {
  startedAt: string | null;
  agentLatenciesMs: number[];
  engineMs: number[];
  interruptions: number;
  ignoredInterruptions: number;
  timeouts: number;
}
export const NO_METRICS: Metrics = {
  startedAt: null,
  agentLatenciesMs: [],
  engineMs: [],
  interruptions: 0,
  ignoredInterruptions: 0,
  timeouts: 0,
};

export interface ScenarioResult {
  scenario: Scenario;
  pass: boolean;
  reason: string;
}

const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);

/** What "Export Metrics" downloads: turns, latencies, interruptions and the scenarios' results. */
export function summarizeMetrics(
  lines: Line[],
  metrics: Metrics,
  results: ScenarioResult[],
  settings: TimingSettings,
) {
  const passed = results.filter((r) => r.pass).length;
  return {
    exportedAt: new Date().toISOString(),
    startedAt: metrics.startedAt,
    agentTurns: lines.filter((l) => l.kind === "agent").length,
    referenceTurns: lines.filter((l) => l.kind === "reference").length,
    averageAgentLatencyMs: avg(metrics.agentLatenciesMs),
    averageEngineMs: metrics.engineMs.length
      ? metrics.engineMs.reduce((a, b) => a + b, 0) / metrics.engineMs.length
      : 0,
    interruptions: metrics.interruptions,
    ignoredInterruptions: metrics.ignoredInterruptions,
    timeouts: metrics.timeouts,
    scenarios: { run: results.length, passed, failed: results.length - passed },
    settings,
  };
}
