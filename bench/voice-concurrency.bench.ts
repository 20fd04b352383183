import os from "node:os";
import { callLogs } from "../src/db/schema";
import { answerCallTwiml, parseRelayTwiml } from "../src/http/voice/answer";
import { signHandshake } from "../src/http/voice/relay-auth";
import type { LlmProvider } from "../src/providers/llm/types";
import { report } from "./lib/report";
import { localRelay, startVoiceBenchApp } from "./lib/voice-app";
import { voiceCallers, type CallerCall, type Outcome } from "./lib/voice-callers";

/**
 * Many calls at once on one web process: CALLS (500) simulated calls, each answered as the carrier
 * answers (answer TwiML, signed handshake) and connected to the real voice WebSocket at the same
 * time, each running a whole interview through the real engine and its guard, with a model that
 * answers at once (fakeModel). Per turn, the server's share: from the answer leaving the caller to
 * the first words coming back (an earlier version subtracted a 40 ms model delay from turns whose
 * first words never waited for the model, so its p50 was negative). A turn is dropped
 * when nothing comes back within TURN_TIMEOUT_MS or the socket closes mid-interview. Memory per
 * call: the web process's heap and the RSS grown with every call open, divided by the calls. The
 * callers run on a thread of their own (lib/voice-callers.ts), as a carrier is another machine:
 * until this pass they shared the server's event loop, and a turn's share included the wait for
 * the callers' own work. The CPU per turn still counts them (the whole process): an upper bound.
 * Like a person, each
 * caller starts speaking shortly after a question ends (a partial transcript, as the carrier sends)
 * and finishes its answer SPEAK_MS after it, and calls connect over RAMP_MS, so the server
 * sees about CALLS / 5 turns a second once all are open, not a flood no phone line produces.
 * Baseline: the same turns, one call at a time (the voice-turn bench's setting), in the same run.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const SOLO_CALLS = 20;
const TURN_TIMEOUT_MS = 15_000;
/** A reference takes a few seconds to say an answer: the next one goes 3–7 s after the question. */
const SPEAK_MS = [3_000, 7_000] as const;
/** Calls are connected over this span (a carrier answers them one after another), then all stay open. */
const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? 10_000);
const ANSWER =
  "I managed her for three years on the payments team; she led the billing migration and cut errors by forty percent.";

/**
 * The model answers at once, so the server's share is all of a turn's wait. The interviewer asks
 * it for whole replies (a caution reading of the turn, a choice among vetted wordings: `complete`);
 * an empty reply reads as "no caution" and "the planned wording", as a refusal would.
 */
function fakeModel(): LlmProvider {
  async function* stream() {
    yield* "Thanks, that is helpful.".split(/(?<=\s)/);
  }
  return { name: "anthropic", mode: "live", stream, complete: async () => "", healthy: async () => true };
}

const load = [os.loadavg()[0]!];
const { port, booted, check, stop } = await startVoiceBenchApp(fakeModel(), {
  RATE_LIMIT_PER_MINUTE: "100000000",
});

/** A call answered and ready to connect: its relay URL and parameters, as the carrier has them. */
async function answered(key: string) {
  const [log] = await booted.deps.db
    .insert(callLogs)
    .values({
      referenceCheckId: check.id,
      referenceIndex: 1,
      attemptKey: `bench:${key}`,
      phoneNumber: "+14155550100",
      referenceName: "Pat Kim",
      candidateName: "Sam Lee",
      status: "initiated",
    })
    .returning();
  return {
    sid: `CAbench${key}`,
    relay: parseRelayTwiml((await answerCallTwiml(booted.deps, log!.id, `CAbench${key}`)) ?? "")!,
  };
}

/** A call as the carrier connects it: its relay URL, signed handshake and parameters. */
function dialled(call: Awaited<ReturnType<typeof answered>>, atMs = 0): CallerCall {
  return {
    url: localRelay(port, call.relay.url),
    signature: signHandshake(booted.deps.providers.simulatedCarrierToken, call.relay.url),
    sid: call.sid,
    parameters: call.relay.parameters,
    atMs,
  };
}
const answers = ["Yes, go ahead.", "Yes, speaking.", ...Array<string>(8).fill(ANSWER)];
const turnTimeoutMs = TURN_TIMEOUT_MS;

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// Baseline: one call at a time.
const soloCalls: CallerCall[] = [];
for (let i = 0; i < SOLO_CALLS; i++) soloCalls.push(dialled(await answered(`solo${i}`)));
const solo = (
  await voiceCallers({ calls: soloCalls, answers, speak: [0, 0], sequential: true, turnTimeoutMs })
).outcomes;

// All calls at once: answered first (the carrier's webhook work), then connected over RAMP_MS.
const calls: CallerCall[] = [];
for (let i = 0; i < CALLS; i++) calls.push(dialled(await answered(`many${i}`), (i / CALLS) * RAMP_MS));
global.gc?.();
const before = process.memoryUsage();
const cpuBefore = process.cpuUsage();
let open = 0;
let peak = { heapUsed: 0, rss: 0 };
let sampleMemory: NodeJS.Timeout | undefined;
const started = performance.now();
const { outcomes: many, maxLive } = await voiceCallers(
  { calls, answers, speak: SPEAK_MS, sequential: false, turnTimeoutMs },
  () => {
    // Memory is sampled once every call is open (as before: the peak with all of them live).
    if (++open === CALLS)
      sampleMemory = setInterval(() => {
        const m = process.memoryUsage();
        peak = { heapUsed: Math.max(peak.heapUsed, m.heapUsed), rss: Math.max(peak.rss, m.rss) };
      }, 50);
  },
);
clearInterval(sampleMemory);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
load.push(os.loadavg()[0]!);

await stop();

const sorted = (os: Outcome[]) => os.flatMap((o) => o.samples).sort((a, b) => a - b);
const all = sorted(many);
const base = sorted(solo);
const dropped = many.reduce((s, o) => s + o.dropped, 0);
// Each interview has the same turns (the same answers to the same engine): as many as one call alone.
const expected = Math.round((base.length / SOLO_CALLS) * CALLS);
const p95 = pct(all, 95);
report({
  name: `${CALLS} concurrent simulated calls on one web process (the model answering at once)`,
  figures: {
    "calls connected": open,
    "calls open at one time (most)": maxLive,
    "turns answered": all.length,
    "turns expected (as one call alone)": expected,
    "turns dropped (no answer, socket closed)": dropped,
    "server share p50 (ms)": pct(all, 50),
    "server share p95 (ms)": p95,
    "server share p99 (ms)": pct(all, 99),
    "heap per call (KB)": (peak.heapUsed - before.heapUsed) / CALLS / 1024,
    "RSS per call (KB)": (peak.rss - before.rss) / CALLS / 1024,
    "wall time (s)": seconds,
    // Server and callers' thread together (one process): an upper bound of the server's CPU per turn.
    "CPU per turn, callers included (ms)": (cpu.user + cpu.system) / 1000 / Math.max(1, all.length),
    "load average (1 min), start → end": load.map((l) => l.toFixed(1)).join(" → "),
  },
  baseline: {
    "one call at a time: p50 (ms)": pct(base, 50),
    "one call at a time: p95 (ms)": pct(base, 95),
  },
  ratio: p95 / pct(base, 95),
  targets: [
    { name: "p95 < 20 ms", ok: p95 < 20, detail: `${p95.toFixed(2)} ms` },
    {
      name: "no dropped turn",
      ok: all.length === expected && dropped === 0,
      detail: `${expected - all.length} missing`,
    },
  ],
});
process.exit(0);
