import os from "node:os";
import type { LlmProvider } from "../src/providers/llm/types";
import { modelInterviewer } from "../src/services/interview/chooser";
import type { InterviewContext } from "../src/services/interview/plan";
import { InterviewSession } from "../src/services/interview/session";
import { scriptedInterviewer, type InterviewerPort } from "../src/services/interview/voice";
import { report } from "./lib/report";

/**
 * What a voice turn costs the web process's CPU in the interview engine itself, with no socket,
 * database or model wait: INTERVIEWS whole interviews (consent, identity, eight answers) through
 * the session the voice relay drives, the live interviewer's port with a model that answers at
 * once (a caution reading, a choice of vetted wording). CPU time (process.cpuUsage), not wall
 * time, so it survives a loaded machine; heap allocated per turn is read from V8's counters.
 * Every interview's answers differ (as every reference's do), so nothing judged for one call is
 * reused by the next. Baseline, same run: the offline (scripted) interviewer, the same turns.
 */
const INTERVIEWS = Number(process.env.BENCH_INTERVIEWS ?? 300);
const ROUNDS = 3;

const model: LlmProvider = {
  name: "anthropic",
  mode: "live",
  async *stream() {},
  complete: async (req) => {
    if (req.system.includes("for caution only")) return '{"cautions": []}';
    const line = /Lines \(choose exactly one\):\n- ([\w.]+):/.exec(req.messages[0]!.content)?.[1];
    return JSON.stringify({ ack: "ack.thanks", line });
  },
  healthy: async () => true,
};

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Sam Lee",
  referenceName: "Pat Kim",
  companyName: "Acme",
  role: "Engineer",
  relationship: "direct-manager",
};

/** A reference's answers in interview `n`: the same shape, their own details. */
function answersOf(n: number): string[] {
  const project = `project ${n.toString(36)}`;
  return [
    "Yes, go ahead.",
    "Yes, speaking.",
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `I managed her for three years on ${project}; she led the billing migration, step ${i + 1}, and cut errors by forty percent.`,
    ),
  ];
}

async function interviews(port: () => InterviewerPort, from: number): Promise<{ turns: number }> {
  let turns = 0;
  let clock = Date.parse("2026-11-25T15:00:00Z");
  const sink = () => true;
  for (let n = from; n < from + INTERVIEWS; n++) {
    const session = new InterviewSession(ctx, port(), () => clock);
    await session.perform(sink);
    for (const text of answersOf(n)) {
      if (session.ended) break;
      clock += 5_000;
      await session.hearTurn({ kind: "utterance", text, at: clock });
      await session.perform(sink);
      turns++;
    }
  }
  return { turns };
}

async function measure(port: () => InterviewerPort, from: number) {
  global.gc?.();
  const heap = process.memoryUsage().heapUsed;
  const before = process.cpuUsage();
  const started = performance.now();
  const { turns } = await interviews(port, from);
  const cpu = process.cpuUsage(before);
  return {
    turns,
    cpuUsPerTurn: (cpu.user + cpu.system) / turns,
    wallUsPerTurn: ((performance.now() - started) * 1000) / turns,
    heapGrowthKb: (process.memoryUsage().heapUsed - heap) / 1024,
  };
}

const load = [os.loadavg()[0]!];
await interviews(() => modelInterviewer(model), 1_000_000); // warm-up: JIT
const live = [];
const scripted = [];
for (let r = 0; r < ROUNDS; r++) {
  live.push(await measure(() => modelInterviewer(model), r * 2 * INTERVIEWS));
  scripted.push(await measure(scriptedInterviewer, (r * 2 + 1) * INTERVIEWS));
  load.push(os.loadavg()[0]!);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = median(live.map((m) => m.cpuUsPerTurn));
const base = median(scripted.map((m) => m.cpuUsPerTurn));
report({
  name: `interview engine, ${INTERVIEWS} interviews × ${ROUNDS} rounds, model answering at once (medians)`,
  figures: {
    "turns per round": live[0]!.turns,
    "CPU per turn (µs)": cpu,
    "wall per turn (µs)": median(live.map((m) => m.wallUsPerTurn)),
    "load average (1 min), start → end": load.map((l) => l.toFixed(1)).join(" → "),
  },
  baseline: { "scripted interviewer CPU per turn (µs)": base },
  ratio: cpu / base,
  targets: [
    {
      name: "every interview reached its eight answers",
      ok: live[0]!.turns === INTERVIEWS * 10,
      detail: String(live[0]!.turns),
    },
  ],
});
