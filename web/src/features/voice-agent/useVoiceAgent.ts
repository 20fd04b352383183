import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { DEFAULT_TIMING, judgeReply, type Scenario, type TimingSettings } from "@server/shared/voice-agent";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import {
  NO_METRICS,
  summarizeMetrics,
  type Line,
  type Metrics,
  type ScenarioResult,
  type Status,
} from "./metrics";
import { AUDIO_NOT_ENABLED, useSpeech } from "./useSpeech";

let lineId = 1;

/**
 * The simulated conversation's state and flow: lines, timing settings, scenario results and
 * metrics, with the async turn-taking (pauses, speech, interruptions, no-reply timer) that reads
 * refs at the moment it runs rather than when it was scheduled.
 */
export function useVoiceAgent() {
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
  const [results, setResults] = useState<ScenarioResult[]>([]);
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

  const passed = results.filter((r) => r.pass).length;
  const metricsSummary = summarizeMetrics(lines, metrics, results, settings);

  return {
    speech,
    status,
    lines,
    settings,
    setSettings,
    results,
    metrics,
    typed,
    setTyped,
    thinking,
    transcriptBox,
    passed,
    metricsSummary,
    start,
    reply,
    pauseOrResume,
    stop,
    interrupt,
    resetAll,
    onKey,
    testVoice,
  };
}

export type VoiceAgent = ReturnType<typeof useVoiceAgent>;
