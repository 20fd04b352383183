import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  CLEAR_CONSENT_ID,
  DEFAULT_TIMING,
  SCENARIO_GROUPS,
  SCENARIOS,
  judgeReply,
  type Scenario,
  type TimingSettings,
} from "@server/shared/voice-agent";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { OperatorGate } from "../admin/OperatorGate";
import { downloadJson } from "./exportJson";
import { TimingPanel } from "./TimingPanel";
import { AUDIO_NOT_ENABLED, useSpeech } from "./useSpeech";

type Status = "idle" | "running" | "paused";
interface Line {
  id: number;
  kind: "agent" | "reference" | "result" | "system";
  text: string;
  at: string;
  pass?: boolean;
}
interface Metrics {
  startedAt: string | null;
  agentLatenciesMs: number[];
  engineMs: number[];
  interruptions: number;
  ignoredInterruptions: number;
  timeouts: number;
}
const NO_METRICS: Metrics = {
  startedAt: null,
  agentLatenciesMs: [],
  engineMs: [],
  interruptions: 0,
  ignoredInterruptions: 0,
  timeouts: 0,
};

/** /test-voice-agent: the simulated conversation against the interview engine (spec §2.6). */
export function VoiceAgentPage() {
  return (
    <OperatorGate title="Voice Agent Testing">
      <VoiceAgent />
    </OperatorGate>
  );
}

let lineId = 1;

function VoiceAgent() {
  const toast = useToast();
  const onSpeechError = useCallback(
    (message: string) => toast({ title: message, variant: "destructive" }),
    [toast],
  );
  const speech = useSpeech(onSpeechError);
  const simulate = trpc.admin.test.simulate.useMutation();

  const [status, setStatus] = useState<Status>("idle");
  const [lines, setLines] = useState<Line[]>([]);
  const [settings, setSettings] = useState<TimingSettings>(DEFAULT_TIMING);
  const [results, setResults] = useState<{ scenario: Scenario; pass: boolean; reason: string }[]>([]);
  const [metrics, setMetrics] = useState<Metrics>(NO_METRICS);
  const [typed, setTyped] = useState("");
  const [thinking, setThinking] = useState(false);

  // Refs the async flow reads at the moment it runs (not when it was scheduled).
  const statusRef = useRef<Status>("idle");
  const generation = useRef(0);
  const utterances = useRef<string[]>([]);
  const agentSpeakingSince = useRef<number | null>(null);
  const cancelSpeech = useRef<() => void>(() => {});
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const transcriptBox = useRef<HTMLOListElement>(null);

  const setRun = (s: Status) => {
    statusRef.current = s;
    setStatus(s);
  };
  const add = (kind: Line["kind"], text: string, pass?: boolean) =>
    setLines((l) => [...l, { id: lineId++, kind, text, at: new Date().toISOString(), pass }]);
  const clearWait = () => {
    if (waitTimer.current) clearTimeout(waitTimer.current);
    waitTimer.current = null;
  };

  useEffect(() => {
    // Only the transcript box follows the newest line; the page itself never scrolls (scrollIntoView
    // would move the window too, on a phone several hundred pixels on load and after each scenario).
    const box = transcriptBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines]);
  useEffect(() => () => clearWait(), []);

  /** Sleeps, holding while paused; false when the conversation was stopped or reset meanwhile. */
  async function hold(ms: number, gen: number): Promise<boolean> {
    const end = Date.now() + ms;
    while (Date.now() < end || statusRef.current === "paused") {
      if (generation.current !== gen || statusRef.current === "idle") return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return generation.current === gen;
  }

  /** Speaks (or, without audio, takes the time speaking would) an agent line; interruptible. */
  async function speakAgent(text: string, gen: number) {
    agentSpeakingSince.current = Date.now();
    let cancelled = false;
    cancelSpeech.current = () => {
      cancelled = true;
      speech.cancel();
    };
    if (speech.enabled) await speech.speak(text, settingsRef.current.speechRate);
    else {
      // Without audio the line still takes time to "say" (60 ms a word), so it can be interrupted.
      const ms = (text.split(/\s+/).length * 60) / settingsRef.current.speechRate;
      const end = Date.now() + ms;
      while (!cancelled && Date.now() < end && generation.current === gen)
        await new Promise((r) => setTimeout(r, 50));
    }
    agentSpeakingSince.current = null;
    if (generation.current === gen && statusRef.current === "running") armWaitTimer(gen);
  }

  function armWaitTimer(gen: number) {
    clearWait();
    waitTimer.current = setTimeout(() => {
      if (generation.current !== gen || statusRef.current !== "running") return;
      setMetrics((m) => ({ ...m, timeouts: m.timeouts + 1 }));
      add("system", `No reply after ${(settingsRef.current.waitTimeMs / 1000).toFixed(1)} s`);
    }, settingsRef.current.waitTimeMs);
  }

  async function runEngine(
    gen: number,
  ): Promise<{ line: string; ended: boolean; outcome: string | null } | null> {
    const t0 = performance.now();
    setThinking(true);
    try {
      const r = await simulate.mutateAsync({ utterances: utterances.current });
      if (generation.current !== gen) return null;
      setMetrics((m) => ({
        ...m,
        agentLatenciesMs: [...m.agentLatenciesMs, Math.round(performance.now() - t0)],
        engineMs: [...m.engineMs, r.engineMs],
      }));
      return { line: r.lastAgentLine, ended: r.ended, outcome: r.outcome };
    } catch (err) {
      toast({
        title: "The interview engine did not answer",
        description: errorText(err),
        variant: "destructive",
      });
      return null;
    } finally {
      setThinking(false);
    }
  }

  async function start(): Promise<number | null> {
    if (statusRef.current !== "idle") return null;
    const gen = ++generation.current;
    utterances.current = [];
    setLines([]);
    setMetrics({ ...NO_METRICS, startedAt: new Date().toISOString() });
    setRun("running");
    add("system", "Conversation started");
    if (!(await hold(settingsRef.current.initialPauseMs, gen))) return null;
    const r = await runEngine(gen);
    if (!r) return null;
    add("agent", r.line);
    await speakAgent(r.line, gen);
    return gen;
  }

  async function reply(text: string, scenario?: Scenario) {
    let gen = generation.current;
    if (statusRef.current === "idle") {
      const started = await start();
      if (started === null) return;
      gen = started;
    }
    if (statusRef.current !== "running") return;
    clearWait();
    cancelSpeech.current();
    utterances.current = [...utterances.current, text];
    add("reference", text);
    if (!(await hold(settingsRef.current.pauseTimeMs, gen))) return;
    const r = await runEngine(gen);
    if (!r) return;
    add("agent", r.line);
    if (scenario) {
      const verdict = judgeReply(scenario, r.line);
      setResults((all) => [...all, { scenario, ...verdict }]);
      add(
        "result",
        `${verdict.pass ? "PASS" : "FAIL"}: ${scenario.label}, ${scenario.expected.toLowerCase()} (${verdict.reason})`,
        verdict.pass,
      );
    }
    await speakAgent(r.line, gen);
    if (r.ended && generation.current === gen) {
      add("system", `Call ended${r.outcome ? ` (${r.outcome.replace("_", " ")})` : ""}`);
      clearWait();
      setRun("idle");
    }
  }

  function pauseOrResume() {
    if (statusRef.current === "running") {
      setRun("paused");
      clearWait();
      cancelSpeech.current();
      add("system", "Paused");
    } else if (statusRef.current === "paused") {
      setRun("running");
      add("system", "Resumed");
    }
  }

  function stop() {
    if (statusRef.current === "idle") return;
    generation.current++;
    clearWait();
    cancelSpeech.current();
    setRun("idle");
    add("system", "Conversation stopped");
  }

  function interrupt() {
    const since = agentSpeakingSince.current;
    if (since === null) return add("system", "Nothing to interrupt: the agent is not speaking");
    if (Date.now() - since < settingsRef.current.interruptSensitivityMs) {
      setMetrics((m) => ({ ...m, ignoredInterruptions: m.ignoredInterruptions + 1 }));
      return add("system", `Interrupt ignored (under ${settingsRef.current.interruptSensitivityMs} ms)`);
    }
    cancelSpeech.current();
    setMetrics((m) => ({ ...m, interruptions: m.interruptions + 1 }));
    add("system", "Interrupted the agent");
  }

  function resetAll() {
    generation.current++;
    clearWait();
    cancelSpeech.current();
    setRun("idle");
    utterances.current = [];
    setLines([]);
    setResults([]);
    setMetrics(NO_METRICS);
    setSettings(DEFAULT_TIMING);
    setTyped("");
  }

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter" || !typed.trim()) return;
    e.preventDefault();
    const text = typed.trim();
    setTyped("");
    void reply(text);
  }

  function testVoice() {
    if (!speech.supported)
      return onSpeechError("Text-to-speech not supported in this browser. Try Chrome, Firefox, or Safari.");
    if (!speech.enabled) return toast({ title: AUDIO_NOT_ENABLED, variant: "destructive" });
    void speech.speak(
      "Hello, this is the reference-check assistant. Can you hear me clearly?",
      settings.speechRate,
    );
  }

  const avg = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);
  const passed = results.filter((r) => r.pass).length;
  const metricsSummary = {
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

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex gap-4 text-sm">
            <Link to="/" className="text-brand-700 underline">
              ← Back
            </Link>
            <Link to="/#example-report" className="text-brand-700 underline">
              Example report
            </Link>
          </div>
          <h1 className="mt-2 text-2xl font-bold">Voice Agent Testing</h1>
          <p className="text-slate-600">
            Talk to the interview engine as a reference would, and check how it behaves.
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
        <Card className="space-y-4" aria-label="Scenarios">
          <h2 className="text-lg font-semibold">Scenarios</h2>
          {SCENARIO_GROUPS.map((g) => (
            <div key={g}>
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{g}</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                {SCENARIOS.filter((s) => s.group === g).map((s) => (
                  <Button
                    key={s.id}
                    size="sm"
                    variant="secondary"
                    title={s.expected}
                    disabled={s.id !== CLEAR_CONSENT_ID && status !== "running"}
                    onClick={() => void reply(s.input, s)}
                  >
                    {s.label}
                  </Button>
                ))}
              </div>
            </div>
          ))}
          <p className="text-xs text-slate-500">
            Start a conversation to use every scenario; Clear consent starts one.
          </p>
        </Card>

        <Card className="flex min-h-[32rem] flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-lg font-semibold">Conversation</h2>
            <Badge
              color={status === "running" ? "green" : status === "paused" ? "yellow" : "gray"}
              data-testid="conversation-status"
            >
              {status}
            </Badge>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void start()} disabled={status !== "idle"}>
              Start
            </Button>
            <Button size="sm" variant="secondary" onClick={pauseOrResume} disabled={status === "idle"}>
              {status === "paused" ? "Resume" : "Pause"}
            </Button>
            <Button size="sm" variant="secondary" onClick={stop} disabled={status === "idle"}>
              Stop
            </Button>
            <Button size="sm" variant="secondary" onClick={interrupt} disabled={status !== "running"}>
              Interrupt
            </Button>
          </div>
          <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3 text-sm">
            <label className="grow">
              <span className="block text-xs font-medium text-slate-700">Browser voice</span>
              <select
                value={speech.voiceName}
                onChange={(e) => speech.setVoiceName(e.target.value)}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
              >
                <option value="">Default voice</option>
                {speech.voices.map((v) => (
                  <option key={v.name} value={v.name}>
                    {v.name} ({v.lang})
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="sm"
              variant={speech.enabled ? "ghost" : "primary"}
              onClick={speech.enable}
              disabled={speech.enabled}
            >
              {speech.enabled ? "Audio enabled" : "Enable Audio"}
            </Button>
            <Button size="sm" variant="secondary" onClick={testVoice}>
              Test Voice
            </Button>
          </div>
          <ol
            ref={transcriptBox}
            className="mt-4 flex-1 space-y-2 overflow-y-auto text-sm"
            data-testid="transcript"
            aria-live="polite"
          >
            {lines.length === 0 && (
              <li className="text-slate-500">
                Press Start, or choose Clear consent, to begin a simulated call.
              </li>
            )}
            {lines.map((l) => (
              <li
                key={l.id}
                data-kind={l.kind}
                className={
                  l.kind === "agent"
                    ? "mr-10 rounded-lg bg-brand-50 px-3 py-2"
                    : l.kind === "reference"
                      ? "ml-10 rounded-lg bg-slate-100 px-3 py-2"
                      : l.kind === "result"
                        ? `rounded px-3 py-1 font-medium ${l.pass ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`
                        : "text-center text-xs text-slate-500"
                }
              >
                {l.kind === "agent" && (
                  <span className="block text-xs font-semibold text-brand-700">Agent</span>
                )}
                {l.kind === "reference" && (
                  <span className="block text-xs font-semibold text-slate-600">Reference</span>
                )}
                {l.text}
              </li>
            ))}
            {thinking && <li className="text-xs text-slate-500">Agent is thinking…</li>}
          </ol>
          <label className="mt-3 block text-sm">
            <span className="sr-only">Your reply</span>
            <input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={onKey}
              disabled={status !== "running"}
              placeholder={
                status === "running"
                  ? "Type what the reference says, then Enter"
                  : "Start a conversation to reply"
              }
              className="w-full rounded-md border border-slate-300 px-3 py-2 disabled:bg-slate-50"
            />
          </label>
        </Card>

        <div className="space-y-6">
          <Card>
            <h2 className="text-lg font-semibold">Timing</h2>
            <div className="mt-4">
              <TimingPanel settings={settings} onChange={setSettings} />
            </div>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">Results</h2>
            <p className="mt-1 text-sm text-slate-600" data-testid="results-summary">
              {results.length ? `${passed} of ${results.length} scenarios passed` : "No scenarios run yet."}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-600">Avg. agent reply</dt>
              <dd>{metricsSummary.averageAgentLatencyMs} ms</dd>
              <dt className="text-slate-600">Interruptions</dt>
              <dd>{metrics.interruptions}</dd>
              <dt className="text-slate-600">No-reply timeouts</dt>
              <dd>{metrics.timeouts}</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={lines.length === 0}
                onClick={() =>
                  downloadJson(`conversation-${Date.now()}.json`, {
                    exportedAt: new Date().toISOString(),
                    settings,
                    lines: lines.map(({ kind, text, at, pass }) => ({ kind, text, at, pass })),
                  })
                }
              >
                Export Conversation
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => downloadJson(`metrics-${Date.now()}.json`, metricsSummary)}
              >
                Export Metrics
              </Button>
              <Button size="sm" variant="danger" onClick={resetAll}>
                Reset All
              </Button>
            </div>
          </Card>
        </div>
      </div>
    </main>
  );
}
