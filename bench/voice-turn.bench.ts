import WebSocket from "ws";
import { callLogs } from "../src/db/schema";
import { answerCallTwiml, parseRelayTwiml } from "../src/http/voice/answer";
import { signHandshake } from "../src/http/voice/relay-auth";
import type { LlmProvider } from "../src/providers/llm/types";
import { report } from "./lib/report";
import { localRelay, startVoiceBenchApp } from "./lib/voice-app";

/**
 * The server's own share of a voice turn: from a ConversationRelay `prompt` message arriving on
 * the real voice WebSocket to the first `text` token leaving it, through the real interview engine
 * and the model port, minus the fixed first-token delay of a fake streaming model. Measured at the
 * client on loopback, so it includes the WebSocket hop both ways. Target: p95 < 15 ms.
 */
const FIRST_TOKEN_MS = 40;
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 60);
const ANSWER =
  "I managed her for three years on the payments team; she led the billing migration and cut errors by forty percent.";

/**
 * A live model that takes FIRST_TOKEN_MS per request: one caution reading of every reference turn
 * and one choice of a vetted line for each question (the model never composes speech). Model time
 * is measured per request (timer overshoot included) and subtracted, leaving the server's own share.
 */
let modelMs = 0;
function fakeStreamingLlm(): LlmProvider {
  async function* stream() {
    await new Promise((r) => setTimeout(r, FIRST_TOKEN_MS));
    yield "";
  }
  return {
    name: "anthropic",
    mode: "live",
    stream,
    complete: async (req) => {
      const started = performance.now();
      await new Promise((r) => setTimeout(r, FIRST_TOKEN_MS));
      modelMs += performance.now() - started;
      if (req.system.includes("for caution only")) return '{"cautions": []}';
      const line = /Lines \(choose exactly one\):\n- ([\w.]+):/.exec(req.messages[0]!.content)?.[1];
      return JSON.stringify({ ack: "ack.thanks", line });
    },
    healthy: async () => true,
  };
}

const { port, booted, check, stop } = await startVoiceBenchApp(fakeStreamingLlm());

const samples: number[] = [];
for (let s = 0; s < SESSIONS; s++) {
  const [log] = await booted.deps.db
    .insert(callLogs)
    .values({
      referenceCheckId: check.id,
      referenceIndex: 1,
      attemptKey: `bench:${s}`,
      phoneNumber: "+14155550100",
      referenceName: "Pat Kim",
      candidateName: "Sam Lee",
      status: "initiated",
    })
    .returning();
  // Answered as a carrier would be: the answer TwiML's secret, and a signed handshake.
  const relay = parseRelayTwiml((await answerCallTwiml(booted.deps, log!.id, `CAbench${s}`)) ?? "")!;
  await new Promise<void>((resolve) => {
    const ws = new WebSocket(localRelay(port, relay.url), {
      headers: {
        "x-twilio-signature": signHandshake(booted.deps.providers.simulatedCarrierToken, relay.url),
      },
    });
    const answers = ["Yes, go ahead.", "Yes, speaking.", ...Array(8).fill(ANSWER)];
    let turn = 0;
    let sentAt = 0;
    let modelMsAtSend = 0;
    let first = true;
    ws.on("open", () =>
      ws.send(
        JSON.stringify({
          type: "setup",
          callSid: `CAbench${s}`,
          customParameters: relay.parameters,
        }),
      ),
    );
    ws.on("message", (raw) => {
      const msg = JSON.parse(String(raw)) as { type: string; last?: boolean };
      if (msg.type === "end") return ws.close();
      if (msg.type !== "text") return;
      // Answers 2–9 are read by the model for caution and followed by a line it chooses.
      if (first && sentAt && turn >= 2 && turn <= 9)
        samples.push(performance.now() - sentAt - (modelMs - modelMsAtSend));
      first = false;
      if (!msg.last) return;
      const next = answers[turn++];
      if (!next) return ws.close();
      first = true;
      sentAt = performance.now();
      modelMsAtSend = modelMs;
      ws.send(JSON.stringify({ type: "prompt", voicePrompt: next, last: true }));
    });
    ws.on("close", () => resolve());
  });
}

await stop();

samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const p95 = pct(95);
report({
  name: `voice turn overhead, ${samples.length} turns (fake model time, ${FIRST_TOKEN_MS} ms per request, subtracted)`,
  figures: {
    "p50 (ms)": pct(50),
    "p95 (ms)": p95,
    "p99 (ms)": pct(99),
    "max (ms)": samples.at(-1)!,
  },
  targets: [{ name: "p95 < 15 ms", ok: p95 < 15, detail: `${p95.toFixed(2)} ms` }],
});
process.exit(0);
