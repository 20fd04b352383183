import os from "node:os";
import WebSocket from "ws";
import { callLogs } from "../src/db/schema";
import { answerCallTwiml, parseRelayTwiml } from "../src/http/voice/answer";
import { signHandshake } from "../src/http/voice/relay-auth";
import type { LlmProvider } from "../src/providers/llm/types";
import { report } from "./lib/report";
import { localRelay, startVoiceBenchApp } from "./lib/voice-app";

/**
 * Many calls at once on one web process: CALLS (500) simulated calls, each answered as the carrier
 * answers (answer TwiML, signed handshake) and connected to the real voice WebSocket at the same
 * time, each running a whole interview through the real engine and its guard, with a model that
 * answers at once (fakeModel). Per turn, the server's share: from the answer leaving the caller to
 * the first words coming back (an earlier version subtracted a 40 ms model delay from turns whose
 * first words never waited for the model, so its p50 was negative). A turn is dropped
 * when nothing comes back within TURN_TIMEOUT_MS or the socket closes mid-interview. Memory per
 * call: the heap and RSS grown with every call open, divided by the calls. The callers run in the
 * same process (their share is counted in: the figures are an upper bound). Like a person, each
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

/** Sockets open now, and the most open at one time. */
let live = 0;
let maxLive = 0;

interface Outcome {
  samples: number[];
  dropped: number;
}

/** One interview over the voice socket; resolves with its turns' server shares. `open` resolves once connected. */
function interview(
  call: Awaited<ReturnType<typeof answered>>,
  opened: () => void,
  speak: readonly [number, number] = SPEAK_MS,
): Promise<Outcome> {
  const out: Outcome = { samples: [], dropped: 0 };
  return new Promise((resolve) => {
    const ws = new WebSocket(localRelay(port, call.relay.url), {
      headers: {
        "x-twilio-signature": signHandshake(booted.deps.providers.simulatedCarrierToken, call.relay.url),
      },
    });
    const answers = ["Yes, go ahead.", "Yes, speaking.", ...Array<string>(8).fill(ANSWER)];
    let turn = 0;
    let sentAt = 0;
    let first = true;
    let waiting: NodeJS.Timeout | undefined;
    let finished = false;
    const done = () => {
      live--;
      clearTimeout(waiting);
      if (!finished && sentAt) out.dropped++; // closed while a turn waited for its answer
      resolve(out);
    };
    ws.on("open", () => {
      maxLive = Math.max(maxLive, ++live);
      opened();
      ws.send(JSON.stringify({ type: "setup", callSid: call.sid, customParameters: call.relay.parameters }));
    });
    ws.on("error", () => {});
    ws.on("message", (raw) => {
      const msg = JSON.parse(String(raw)) as { type: string; last?: boolean };
      if (msg.type === "end") {
        finished = true;
        return ws.close();
      }
      if (msg.type !== "text") return;
      if (first && sentAt) {
        clearTimeout(waiting);
        // The model's calls on a turn (its caution reading, its choice of wording) answer at once
        // (fakeModel): all of the time to the first words is the server's.
        const share = performance.now() - sentAt;
        out.samples.push(share);
        sentAt = 0;
      }
      first = false;
      if (!msg.last) return;
      const next = answers[turn++];
      if (!next) {
        finished = true;
        return ws.close();
      }
      // As the carrier's speech recognition does, partial words arrive while the reference speaks.
      setTimeout(() => {
        if (ws.readyState === ws.OPEN)
          ws.send(JSON.stringify({ type: "prompt", voicePrompt: next.split(" ")[0], last: false }));
      }, 300);
      setTimeout(
        () => {
          if (ws.readyState !== ws.OPEN) return;
          first = true;
          sentAt = performance.now();
          waiting = setTimeout(() => ws.terminate(), TURN_TIMEOUT_MS);
          ws.send(JSON.stringify({ type: "prompt", voicePrompt: next, last: true }));
        },
        speak[0] + Math.random() * (speak[1] - speak[0]),
      );
    });
    ws.on("close", done);
  });
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// Baseline: one call at a time.
const solo: Outcome[] = [];
live = maxLive = 0;
for (let i = 0; i < SOLO_CALLS; i++) solo.push(await interview(await answered(`solo${i}`), () => {}, [0, 0]));

// All calls at once: answered first (the carrier's webhook work), then connected together.
const calls = [];
for (let i = 0; i < CALLS; i++) calls.push(await answered(`many${i}`));
global.gc?.();
maxLive = 0;
const before = process.memoryUsage();
const cpuBefore = process.cpuUsage();
let open = 0;
let peak = { heapUsed: 0, rss: 0 };
let allOpen!: () => void;
const allOpened = new Promise<void>((r) => (allOpen = r));
const started = performance.now();
const running = calls.map(
  (c, i) =>
    new Promise<Outcome>((resolve) =>
      setTimeout(
        () =>
          void interview(c, () => {
            if (++open === CALLS) allOpen();
          }).then(resolve),
        (i / CALLS) * RAMP_MS,
      ),
    ),
);
await Promise.race([allOpened, new Promise((r) => setTimeout(r, RAMP_MS + 60_000))]);
const sampleMemory = setInterval(() => {
  const m = process.memoryUsage();
  peak = { heapUsed: Math.max(peak.heapUsed, m.heapUsed), rss: Math.max(peak.rss, m.rss) };
}, 50);
const many = await Promise.all(running);
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
    // Server and callers together (one process): an upper bound of the server's CPU per turn.
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
