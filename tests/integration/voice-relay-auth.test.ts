import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { callLogs } from "../../src/db/schema";
import type { CallState } from "../../src/shared/states";
import { answerCallTwiml, parseRelayTwiml } from "../../src/http/voice/answer";
import { signHandshake } from "../../src/http/voice/relay-auth";
import { spokenText } from "../../src/providers/telephony/twiml";
import { checkPayload, startTestApp, type TestApp } from "../support/app";

/**
 * The voice WebSocket under attack: each case is what a stranger on the internet could send, and
 * each must end with the socket closed before a single word is spoken, and every call log exactly
 * as it was. A genuine carrier (signed handshake + the answer's secret) is the control.
 */
const TWILIO_TOKEN = "twilio-test-auth-token-0123456789";
let sim: TestApp;
let live: TestApp;

beforeAll(async () => {
  sim = await startTestApp();
  // Live telephony (nothing dials here: no worker), so the handshake is checked with Twilio's token.
  live = await startTestApp({
    env: { TWILIO_ACCOUNT_SID: "AC" + "1".repeat(32), TWILIO_AUTH_TOKEN: TWILIO_TOKEN },
  });
}, 60_000);
afterAll(async () => {
  await sim?.stop();
  await live?.stop();
});

const newSid = () => `CA${randomBytes(16).toString("hex")}`;
const wsUrl = (t: TestApp) => `${t.url.replace("http", "ws")}/voice/relay`;
/** Live telephony always gets wss:// (Twilio refuses ws://); the simulated carrier keeps ws://. */
const publicWsUrl = (t: TestApp) =>
  `${t.config.publicBaseUrl.replace(/^http:/, t === live ? "wss:" : "ws:").replace(/^https:/, "wss:")}/voice/relay`;
const carrierSignature = (t: TestApp) =>
  signHandshake(t.deps.providers.simulatedCarrierToken, publicWsUrl(t));
/** Where the carrier connects for one call (the answer's URL, with its nonce), on this test's port. */
const callUrl = (t: TestApp, relayUrl: string) => wsUrl(t) + relayUrl.slice(relayUrl.indexOf("?"));
/** The simulated carrier's handshake signature over one call's URL. */
const signedFor = (relayUrl: string) => ({
  "x-twilio-signature": signHandshake(sim.deps.providers.simulatedCarrierToken, relayUrl),
});

/** A check (no worker, so nothing dials) and a call log for one of its attempts. */
async function callLog(t: TestApp, state: { status: CallState; callRequestId: string | null }) {
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload()),
  });
  expect(res.status).toBe(201);
  const { referenceCheckId } = (await res.json()) as { referenceCheckId: number };
  const [log] = await t.deps.db
    .insert(callLogs)
    .values({
      referenceCheckId,
      referenceIndex: 1,
      attemptKey: `${referenceCheckId}:1:1`,
      phoneNumber: "+14155550100",
      referenceName: "Pat Kim",
      candidateName: "Sam Lee",
      ...state,
    })
    .returning();
  return log!;
}

const allLogs = (t: TestApp) => t.deps.db.select().from(callLogs).orderBy(asc(callLogs.id));

type Outcome = { refusedStatus: number | null; messages: unknown[]; closeCode: number | null };

/** Opens the socket with the given handshake headers, sends the setup, reports what came back. */
function attempt(
  t: TestApp,
  headers: Record<string, string>,
  setups: unknown[],
  url = wsUrl(t),
): Promise<Outcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    const messages: unknown[] = [];
    let refusedStatus: number | null = null;
    const done = (closeCode: number | null) => resolve({ refusedStatus, messages, closeCode });
    ws.on("unexpected-response", (_req, res) => {
      refusedStatus = res.statusCode ?? null;
      res.resume();
      done(null);
    });
    ws.on("open", () => {
      for (const s of setups) ws.send(JSON.stringify(s));
      if (!setups.length) ws.close();
    });
    ws.on("message", (raw) => {
      messages.push(JSON.parse(String(raw)));
      // The control case: the first words are enough; hang up.
      if (messages.length >= 3) ws.close();
    });
    ws.on("close", (code) => done(code));
    ws.on("error", () => done(null));
  });
}

const setupFor = (callLogId: number | string, callSid: string, relaySecret?: string) => ({
  type: "setup",
  callSid,
  customParameters: { callLogId: String(callLogId), ...(relaySecret ? { relaySecret } : {}) },
});

describe("the voice WebSocket refuses an unauthenticated peer", () => {
  it("refuses an upgrade without a valid X-Twilio-Signature (live and simulated): 403, no socket", async () => {
    for (const t of [live, sim]) {
      const none = await attempt(t, {}, []);
      expect(none.refusedStatus).toBe(403);
      const forged = await attempt(
        t,
        { "x-twilio-signature": signHandshake("guessed-token", publicWsUrl(t)) },
        [],
      );
      expect(forged.refusedStatus).toBe(403);
    }
    // Signed for another address (a replay from another endpoint) is refused too.
    const elsewhere = signHandshake(TWILIO_TOKEN, "wss://evil.example/voice/relay");
    expect((await attempt(live, { "x-twilio-signature": elsewhere }, [])).refusedStatus).toBe(403);
    // Twilio's own signature over the socket's public URL is accepted.
    const ok = await attempt(
      live,
      { "x-twilio-signature": signHandshake(TWILIO_TOKEN, publicWsUrl(live)) },
      [],
    );
    expect(ok.refusedStatus).toBeNull();
  });

  it("live telephony tells Twilio a wss:// address even when PUBLIC_BASE_URL is http://", async () => {
    expect(live.config.publicBaseUrl).toMatch(/^http:\/\//);
    const sid = newSid();
    const log = await callLog(live, { status: "initiated", callRequestId: sid });
    const relay = parseRelayTwiml((await answerCallTwiml(live.deps, log.id, sid))!)!;
    expect(relay.url.split("?")[0]).toBe(
      `${live.config.publicBaseUrl.replace(/^http:/, "wss:")}/voice/relay`,
    );
    // The handshake Twilio signs over that wss:// address is the one accepted; ws:// is not.
    const wsSigned = signHandshake(TWILIO_TOKEN, relay.url.replace(/^wss:/, "ws:"));
    const url = callUrl(live, relay.url);
    expect((await attempt(live, { "x-twilio-signature": wsSigned }, [], url)).refusedStatus).toBe(403);
    const wssSigned = signHandshake(TWILIO_TOKEN, relay.url);
    expect((await attempt(live, { "x-twilio-signature": wssSigned }, [], url)).refusedStatus).toBeNull();
    // The simulated carrier on a developer's machine keeps plain ws://.
    const simLog = await callLog(sim, { status: "initiated", callRequestId: sid });
    const simRelay = parseRelayTwiml((await answerCallTwiml(sim.deps, simLog.id, sid))!)!;
    expect(simRelay.url).toMatch(/^ws:\/\//);
  });

  it("control: the genuine carrier (signed, with the answer's secret) is spoken to", async () => {
    const sid = newSid();
    const log = await callLog(sim, { status: "initiated", callRequestId: sid });
    const relay = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id, sid))!)!;
    const heard = await attempt(
      sim,
      signedFor(relay.url),
      [setupFor(log.id, sid, relay.parameters.relaySecret)],
      callUrl(sim, relay.url),
    );
    const spoken = (heard.messages as { token?: string }[]).map((m) => spokenText(m.token ?? "")).join("");
    expect(spoken).toContain("about Sam Lee, who is being considered for a Senior Engineer role");
  });

  it("a setup with a wrong, missing or replayed secret is closed unspoken; the call log is untouched", async () => {
    const sid = newSid();
    const log = await callLog(sim, { status: "initiated", callRequestId: sid });
    const relay = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id, sid))!)!;
    const secret = relay.parameters.relaySecret!;
    const headers = signedFor(relay.url);
    const url = callUrl(sim, relay.url);

    const before = await allLogs(sim);
    for (const bad of [
      setupFor(log.id, sid, randomBytes(32).toString("base64url")),
      setupFor(log.id, sid),
      setupFor(log.id, sid, secret.slice(0, -1)),
      // The right secret for another call SID (an attacker's own call).
      setupFor(log.id, newSid(), secret),
    ]) {
      const r = await attempt(sim, headers, [bad], url);
      expect(r.messages, JSON.stringify(bad)).toEqual([]);
      expect(r.closeCode).toBe(1008);
    }
    // The right secret on a socket signed without this call's nonce (a handshake signature
    // captured from any other call) is refused too.
    const noNonce = await attempt(sim, { "x-twilio-signature": carrierSignature(sim) }, [
      setupFor(log.id, sid, secret),
    ]);
    expect(noNonce.messages).toEqual([]);
    expect(noNonce.closeCode).toBe(1008);
    const other = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id + 1000, newSid())) ?? "");
    expect(other).toBeNull();
    expect(await allLogs(sim)).toEqual(before);
    // The answer fetched again before setup (a carrier retry) gives the same secret and URL.
    const again = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id, sid))!)!;
    expect(again.parameters.relaySecret).toBe(secret);
    expect(again.url).toBe(relay.url);

    // The genuine setup spends the secret ...
    const first = await attempt(sim, headers, [setupFor(log.id, sid, secret)], url);
    expect(first.messages.length).toBeGreaterThan(0);
    // ... so the same setup again (a replay) is refused, and changes nothing more.
    const afterFirst = await allLogs(sim);
    const replay = await attempt(sim, headers, [setupFor(log.id, sid, secret)], url);
    expect(replay.messages).toEqual([]);
    expect(replay.closeCode).toBe(1008);
    // ... and a replayed answer mid-call issues no secret at all: no second socket.
    expect(await answerCallTwiml(sim.deps, log.id, sid)).toBeNull();
    const [row] = await sim.deps.db.select().from(callLogs).where(eq(callLogs.id, log.id));
    expect(row!.callRequestId).toBe(sid);
    expect(afterFirst.filter((l) => l.id !== log.id)).toEqual(
      (await allLogs(sim)).filter((l) => l.id !== log.id),
    );
  });

  it("an attempt not yet dialled gets no secret and no session, and its call SID stays empty", async () => {
    const waiting = await callLog(sim, { status: "awaiting_slot", callRequestId: null });
    // Not even an authenticated answer issues a secret before the dial.
    expect(await answerCallTwiml(sim.deps, waiting.id, newSid())).toBeNull();
    const before = await allLogs(sim);
    const r = await attempt(sim, { "x-twilio-signature": carrierSignature(sim) }, [
      setupFor(waiting.id, newSid(), randomBytes(32).toString("base64url")),
      setupFor(waiting.id, newSid()),
    ]);
    expect(r.messages).toEqual([]);
    expect(r.closeCode).toBe(1008);
    expect(await allLogs(sim)).toEqual(before);
    const [row] = await sim.deps.db.select().from(callLogs).where(eq(callLogs.id, waiting.id));
    expect(row!.callRequestId).toBeNull();
    expect(row!.status).toBe("awaiting_slot");
  });

  it("a loop over small integer call log ids finds nothing, even past the handshake", async () => {
    // Live calls of every kind are there to be found: dialled with a secret issued, dialled, waiting.
    const sid = newSid();
    const ringing = await callLog(sim, { status: "initiated", callRequestId: sid });
    await answerCallTwiml(sim.deps, ringing.id, sid);
    await callLog(sim, { status: "dialing", callRequestId: null });
    await callLog(sim, { status: "awaiting_slot", callRequestId: null });
    const before = await allLogs(sim);
    const headers = { "x-twilio-signature": carrierSignature(sim) };
    const ids = [...Array(40).keys()].map((i) => i + 1);
    const results = await Promise.all(
      ids.map((id) => attempt(sim, headers, [setupFor(id, newSid(), randomBytes(32).toString("base64url"))])),
    );
    for (const [i, r] of results.entries()) {
      expect(r.messages, `id ${ids[i]}`).toEqual([]);
      expect(r.closeCode, `id ${ids[i]}`).toBe(1008);
    }
    // Without the signature the loop does not even get a socket.
    const unsigned = await Promise.all(
      ids.slice(0, 10).map((id) => attempt(sim, {}, [setupFor(id, newSid())])),
    );
    expect(unsigned.every((r) => r.refusedStatus === 403 && r.messages.length === 0)).toBe(true);
    expect(await allLogs(sim)).toEqual(before);
  });

  it("garbage frames and a second setup on a live socket change nothing", async () => {
    const sid = newSid();
    const log = await callLog(sim, { status: "initiated", callRequestId: sid });
    const other = await callLog(sim, { status: "initiated", callRequestId: newSid() });
    const relay = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id, sid))!)!;
    const before = (await allLogs(sim)).find((l) => l.id === other.id);
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(callUrl(sim, relay.url), { headers: signedFor(relay.url) });
      ws.on("open", () => {
        for (const junk of ["null", "42", '"text"', "[]", "{not json"]) ws.send(junk);
        ws.send(JSON.stringify(setupFor(log.id, sid, relay.parameters.relaySecret)));
        ws.send(JSON.stringify(setupFor(other.id, other.callRequestId!, "whatever")));
        setTimeout(() => ws.close(), 300);
      });
      ws.on("close", () => resolve());
    });
    expect((await allLogs(sim)).find((l) => l.id === other.id)).toEqual(before);
    // The server is still up and answering.
    expect((await fetch(`${sim.url}/healthz`)).status).toBe(200);
  });

  it("logs an error the carrier reports on an authenticated socket, and only there", async () => {
    const warn = vi.spyOn(sim.app.log, "warn");
    const sid = newSid();
    const log = await callLog(sim, { status: "initiated", callRequestId: sid });
    const relay = parseRelayTwiml((await answerCallTwiml(sim.deps, log.id, sid))!)!;
    const report = { type: "error", description: "Invalid message received: unsupported voice" };
    const talk = (frames: unknown[]) =>
      new Promise<void>((resolve) => {
        const ws = new WebSocket(callUrl(sim, relay.url), { headers: signedFor(relay.url) });
        ws.on("open", () => {
          for (const f of frames) ws.send(JSON.stringify(f));
          setTimeout(() => ws.close(), 500);
        });
        ws.on("close", () => resolve());
      });
    // A signed socket that never presented the call's secret gets no log line for its "error".
    await talk([{ ...report, description: "stranger" }]);
    await talk([setupFor(log.id, sid, relay.parameters.relaySecret), report]);
    const lines = warn.mock.calls.filter((c) => c[1] === "voice relay: error reported by the carrier");
    warn.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toMatchObject({ callLogId: log.id, callSid: sid, description: report.description });
  });
});
