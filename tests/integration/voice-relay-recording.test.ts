import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { callLogs } from "../../src/db/schema";
import { answerCallTwiml, parseRelayTwiml } from "../../src/http/voice/answer";
import { signHandshake } from "../../src/http/voice/relay-auth";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * Starting the recording after the consent is a request to the carrier's API. The reference's next
 * words are answered without waiting for it (with 500 calls on one web process that wait reached
 * seconds), and the call's outcome is still stored only after it has completed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const CARRIER_DELAY_MS = 3_000;

it("answers the turn after the consent while the carrier is still starting the recording", async () => {
  // The carrier takes its time to start the recording, then the simulated carrier's own request is
  // made (it knows no such call here: the relay logs its refusal, as with any failed request).
  const telephony = t.deps.providers.telephony;
  const real = telephony.startRecording!.bind(telephony);
  const started: number[] = [];
  telephony.startRecording = async (sid, id) => {
    await new Promise((r) => setTimeout(r, CARRIER_DELAY_MS));
    started.push(performance.now());
    await real(sid, id);
  };

  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload()),
  });
  const { referenceCheckId } = (await res.json()) as { referenceCheckId: number };
  const sid = `CA${randomBytes(16).toString("hex")}`;
  const [log] = await t.deps.db
    .insert(callLogs)
    .values({
      referenceCheckId,
      referenceIndex: 1,
      attemptKey: `${referenceCheckId}:1:1`,
      phoneNumber: "+14155550100",
      referenceName: "Pat Kim",
      candidateName: "Sam Lee",
      status: "initiated",
      callRequestId: sid,
    })
    .returning();
  const relay = parseRelayTwiml((await answerCallTwiml(t.deps, log!.id, sid))!)!;
  const ws = new WebSocket(
    `${t.url.replace("http", "ws")}/voice/relay${relay.url.slice(relay.url.indexOf("?"))}`,
    {
      headers: { "x-twilio-signature": signHandshake(t.deps.providers.simulatedCarrierToken, relay.url) },
    },
  );
  // Each answer goes when the line before it has ended; the time to the next line's first words is kept.
  const answers = ["Yes, go ahead.", "Yes, speaking.", "I managed her for three years on the payments team."];
  const waits: number[] = [];
  let sentAt = 0;
  const closed = new Promise<void>((resolve) => ws.on("close", () => resolve()));
  ws.on("open", () =>
    ws.send(JSON.stringify({ type: "setup", callSid: sid, customParameters: relay.parameters })),
  );
  ws.on("message", (raw) => {
    const msg = JSON.parse(String(raw)) as { type: string; last?: boolean };
    if (msg.type !== "text") return;
    if (sentAt) {
      waits.push(performance.now() - sentAt);
      sentAt = 0;
    }
    if (!msg.last) return;
    const next = answers.shift();
    if (next === undefined) return ws.close();
    sentAt = performance.now();
    ws.send(JSON.stringify({ type: "prompt", voicePrompt: next, last: true }));
  });
  await closed;
  // Consent given, the identity confirmed, a first answer: all answered long before the carrier
  // had started the recording.
  expect(waits).toHaveLength(3);
  for (const w of waits) expect(w).toBeLessThan(CARRIER_DELAY_MS / 2);
  expect(started).toHaveLength(0);
  // The hang-up's outcome waits for the recording request, then is stored.
  const stored = await waitFor(
    async () => {
      const [row] = await t.deps.db.select().from(callLogs).where(eq(callLogs.id, log!.id));
      return row?.outcome ? row : undefined;
    },
    15_000,
    "the call's outcome",
  );
  expect(started).toHaveLength(1);
  expect(stored.callEndTime).not.toBeNull();
});
