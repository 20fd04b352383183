import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, checkReferences, consentLogs, smsMessages, webhookEvents } from "../../src/db/schema";
import { playPersona } from "../../src/simulation/carrier/play-persona";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { postAsTwilio, startTwilioFake } from "../support/twilio-fake";
import { parseRelayTwiml } from "../../src/http/voice/answer";
import { signHandshake } from "../../src/http/voice/relay-auth";
import type { PersonaKind } from "../../src/simulation/personas/personas";

const SID = "AC" + "1".repeat(32);
const TOKEN = "twilio-test-auth-token-0123456789";
// Monday 16 Nov 2026, 10:00 in San Francisco (the test numbers are 415): inside the calling window.
const START = Date.parse("2026-11-16T18:00:00Z");
const realStart = Date.now();

let t: TestApp;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;

beforeAll(async () => {
  fake = await startTwilioFake(SID, TOKEN);
  t = await startTestApp({
    worker: true,
    now: () => new Date(START + (Date.now() - realStart)),
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_PHONE_NUMBER_US: "+15005550006",
      TWILIO_PHONE_NUMBER_CA: "+16135550006",
      TWILIO_API_BASE_URL: fake.url,
      SMS_NOTICE_LEAD_SECONDS: "0",
      CALLS_PER_SECOND: "10",
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

const hook = (path: string) => ({ public: `${t.config.publicBaseUrl}${path}`, local: `${t.url}${path}` });
const twilioPost = (path: string, params: Record<string, string>, opts?: { badSignature?: boolean }) =>
  postAsTwilio(TOKEN, hook(path).public, hook(path).local, params, opts);

/** What ConversationRelay does with answer TwiML: a signed handshake, then setup with its parameters. */
function connectRelay(xml: string, callSid: string, persona: PersonaKind) {
  const relay = parseRelayTwiml(xml)!;
  return playPersona(
    `${t.url.replace("http", "ws")}/voice/relay${relay.url.slice(relay.url.indexOf("?"))}`,
    { callSid, customParameters: relay.parameters },
    persona,
    undefined,
    { "x-twilio-signature": signHandshake(TOKEN, relay.url) },
  );
}

async function submit(name: string, phone = uniquePhone()) {
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(checkPayload({ reference1: { name, phone, relationship: "direct-manager" } })),
  });
  expect(res.status).toBe(201);
  return { checkId: ((await res.json()) as { referenceCheckId: number }).referenceCheckId, phone };
}

async function dialled(phone: string) {
  return waitFor(async () => fake.calls.find((c) => c.to === phone), 20_000, `a dial to ${phone}`);
}

async function logFor(checkId: number) {
  const [log] = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
  return log!;
}

describe("Twilio, through the real SDK against a local fake", () => {
  it("texts first, dials with AMD, answers with ConversationRelay TwiML, records after consent", async () => {
    const { checkId, phone } = await submit("Pat Kim");
    const call = await dialled(phone);
    const sms = fake.requests.find((r) => r.path.endsWith("/Messages.json") && r.form.get("To") === phone)!;
    expect(sms.form.get("Body")).toMatch(
      /Sam Lee named you as a reference for a Senior Engineer role at Acme Corp/,
    );
    expect(sms.form.get("Body")).toContain("+15005550006");
    expect(fake.requests.indexOf(sms)).toBeLessThan(
      fake.requests.findIndex((r) => r.path.endsWith("/Calls.json") && r.form.get("To") === phone),
    );
    const dial = fake.requests.find(
      (r) => r.method === "POST" && r.path.endsWith("/Calls.json") && r.form.get("To") === phone,
    )!;
    expect(dial.form.get("From")).toBe("+15005550006");
    expect(dial.form.get("MachineDetection")).toBe("DetectMessageEnd");
    expect(dial.form.get("AsyncAmd")).toBe("true");
    expect(dial.form.getAll("StatusCallbackEvent")).toEqual([
      "initiated",
      "ringing",
      "answered",
      "completed",
    ]);
    const log = await waitFor(async () => ((await logFor(checkId)).callRequestId ? logFor(checkId) : null));
    expect(log.callRequestId).toBe(call.sid);
    expect(dial.form.get("Url")).toBe(
      `${t.config.publicBaseUrl}/api/webhooks/twilio/voice/answer?callLogId=${log.id}`,
    );

    // Twilio fetches the answer TwiML (signed), then connects ConversationRelay to our WebSocket.
    const answer = await twilioPost(`/api/webhooks/twilio/voice/answer?callLogId=${log.id}`, {
      CallSid: call.sid,
    });
    expect(answer.status).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain("<ConversationRelay");
    expect(xml).toContain('voice="en-US-Neural2-F"');
    expect(xml).toContain('dtmfDetection="true"');
    expect(xml).toContain(`<Parameter name="callLogId" value="${log.id}"/>`);
    expect(xml).toMatch(/<Parameter name="relaySecret" value="[\w-]{43}"\/>/);
    // Detection is asynchronous: the call is connected first, and the first question waits for the
    // carrier's verdict (its webhook may reach any web process; the relay reads it from the call log).
    const playing = connectRelay(xml, call.sid, "cooperative");
    await new Promise((r) => setTimeout(r, 2500));
    expect(
      (
        await twilioPost(`/api/webhooks/twilio/amd?callLogId=${log.id}`, {
          CallSid: call.sid,
          AnsweredBy: "human",
        })
      ).status,
    ).toBe(204);
    const played = await playing;
    expect(played.ended).toBe(true);
    expect((await logFor(checkId)).answeredBy).toBe("human");
    // Spoken at VOICE_SPEED (default 95%) through SSML in each text token; the text itself is plain.
    expect(played.tokens.filter((tk) => tk.trim()).every((tk) => tk.startsWith('<prosody rate="95%">'))).toBe(
      true,
    );
    expect(played.lines.join(" ")).not.toMatch(/[<>]/);
    const done = await waitFor(async () => ((await logFor(checkId)).outcome ? logFor(checkId) : null));
    expect(done.outcome).toBe("completed");
    // Recording was started only after consent, with its callback.
    const rec = fake.requests.find((r) => r.path.endsWith(`/Calls/${call.sid}/Recordings.json`))!;
    expect(rec.form.get("RecordingStatusCallback")).toBe(
      `${t.config.publicBaseUrl}/api/webhooks/twilio/recording?callLogId=${log.id}`,
    );

    const recordingParams = {
      CallSid: call.sid,
      RecordingSid: "RE" + "2".repeat(32),
      RecordingUrl: "https://api.twilio.com/rec/RE2",
      RecordingStatus: "completed",
    };
    expect(
      (await twilioPost(`/api/webhooks/twilio/recording?callLogId=${log.id}`, recordingParams)).status,
    ).toBe(204);
    expect((await logFor(checkId)).recordingUrl).toBe("https://api.twilio.com/rec/RE2");
    // The final status changes nothing more, and is processed once.
    const status = { CallSid: call.sid, CallStatus: "completed", CallDuration: "312" };
    expect((await twilioPost(`/api/webhooks/twilio/status?callLogId=${log.id}`, status)).status).toBe(204);
    expect((await twilioPost(`/api/webhooks/twilio/status?callLogId=${log.id}`, status)).status).toBe(204);
    const events = await t.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, `${call.sid}:status:completed`));
    expect(events).toHaveLength(1);
    expect((await logFor(checkId)).outcome).toBe("completed");
  }, 60_000);

  it("refuses a webhook whose signature is wrong or missing (403), accepts the right one", async () => {
    const params = { CallSid: "CA" + "9".repeat(32), CallStatus: "ringing" };
    const bad = await twilioPost("/api/webhooks/twilio/status?callLogId=1", params, { badSignature: true });
    expect(bad.status).toBe(403);
    const none = await fetch(`${t.url}/api/webhooks/twilio/status?callLogId=1`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(params).toString(),
    });
    expect(none.status).toBe(403);
    // Signed for another URL (a replay against a different call) also fails.
    const replay = await postAsTwilio(
      TOKEN,
      hook("/api/webhooks/twilio/status?callLogId=2").public,
      hook("/api/webhooks/twilio/status?callLogId=1").local,
      params,
    );
    expect(replay.status).toBe(403);
    expect((await twilioPost("/api/webhooks/twilio/status?callLogId=1", params)).status).toBe(204);
  });

  it("a machine answers: leaves the callback message, retries, and a call from that number is called back, not interviewed", async () => {
    const { checkId, phone } = await submit("Robin Busy");
    const call = await dialled(phone);
    const log = await waitFor(async () => ((await logFor(checkId)).callRequestId ? logFor(checkId) : null));
    await twilioPost(`/api/webhooks/twilio/amd?callLogId=${log.id}`, {
      CallSid: call.sid,
      AnsweredBy: "machine_end_beep",
    });
    const update = fake.requests.find((r) => r.path.endsWith(`/Calls/${call.sid}.json`))!;
    expect(update.form.get("Twiml")).toMatch(/call us back at 5 0 0, 5 5 5, 0 0 0 6/);
    expect(update.form.get("Twiml")).toMatch(/we(&apos;|')ll call you straight back/);
    await twilioPost(`/api/webhooks/twilio/status?callLogId=${log.id}`, {
      CallSid: call.sid,
      CallStatus: "completed",
    });
    const after = await logFor(checkId);
    expect(after.outcome).toBe("voicemail");
    expect(after.voicemailDetected).toBe(true);
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId));
    expect(ref!.status).toBe("scheduled");
    expect(ref!.nextAttemptAt!.getTime()).toBeGreaterThan(START);

    // A call from the reference's number (caller ID is trivially spoofed) is not interviewed: the
    // caller hears only the product's name and purpose, exactly what a stranger hears, and nothing
    // is stored as the reference's; the reference's next attempt is dialled back, outbound.
    const greeting = async (from: string, sid: string) => {
      const res = await twilioPost("/api/webhooks/twilio/voice/inbound", { CallSid: sid, From: from });
      expect(res.status).toBe(200);
      return res.text();
    };
    const logsBefore = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
    const spoofed = await greeting(phone, "CA" + "7".repeat(32));
    expect(spoofed).not.toContain("<ConversationRelay");
    expect(spoofed).not.toMatch(/Robin|Sam Lee|Acme|Senior Engineer/);
    expect(spoofed).toContain("an automated reference-check service");
    const stranger = await greeting(uniquePhone(), "CA" + "8".repeat(32));
    expect(stranger).toBe(spoofed);
    const logsAfter = await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId));
    expect(logsAfter.some((l) => l.callRequestId === "CA" + "7".repeat(32))).toBe(false);
    expect(logsAfter.length).toBeLessThanOrEqual(logsBefore.length + 1);

    // The call-back rings the number we were given; whoever answers there is interviewed.
    const back = await waitFor(
      async () => fake.calls.filter((c) => c.to === phone)[1],
      20_000,
      `a call back to ${phone}`,
    );
    // A second inbound call (a replay) brings no third ring for the same attempt.
    await greeting(phone, "CA" + "6".repeat(32));
    const second = await waitFor(async () => {
      const [l] = await t.deps.db.select().from(callLogs).where(eq(callLogs.callRequestId, back.sid));
      return l ?? null;
    });
    expect(second.attemptNumber).toBe(2);
    const answer = await twilioPost(`/api/webhooks/twilio/voice/answer?callLogId=${second.id}`, {
      CallSid: back.sid,
    });
    const playing = connectRelay(await answer.text(), back.sid, "cooperative");
    await twilioPost(`/api/webhooks/twilio/amd?callLogId=${second.id}`, {
      CallSid: back.sid,
      AnsweredBy: "human",
    });
    expect((await playing).ended).toBe(true);
    await waitFor(async () => {
      const [r] = await t.deps.db
        .select()
        .from(checkReferences)
        .where(eq(checkReferences.referenceCheckId, checkId));
      return r!.status === "completed";
    });
    expect(fake.calls.filter((c) => c.to === phone)).toHaveLength(2);
  }, 60_000);

  it("never keeps a recording without consent", async () => {
    const { checkId, phone } = await submit("Refuse Rae");
    const call = await dialled(phone);
    const log = await waitFor(async () => ((await logFor(checkId)).callRequestId ? logFor(checkId) : null));
    const answer = await twilioPost(`/api/webhooks/twilio/voice/answer?callLogId=${log.id}`, {
      CallSid: call.sid,
    });
    await connectRelay(await answer.text(), call.sid, "refuses-consent");
    const done = await waitFor(async () => ((await logFor(checkId)).outcome ? logFor(checkId) : null));
    expect(done.outcome).toBe("consent_refused");
    expect(fake.requests.some((r) => r.path.endsWith(`/Calls/${call.sid}/Recordings.json`))).toBe(false);
    const [consent] = await t.deps.db.select().from(consentLogs).where(eq(consentLogs.callLogId, log.id));
    expect(consent!.consentGiven).toBe(false);
  }, 60_000);

  it("SMS replies: STOP opts out for good, LATER reschedules, anything else is kept", async () => {
    // Inside calling hours: the worker may be dialling this reference while the STOP arrives (the
    // lock race behind that is sms-stop-locks.test.ts); STOP opts out whatever the reference's state.
    const stop = await submit("Casey Stop");
    await twilioPost("/api/webhooks/twilio/sms", {
      From: stop.phone,
      To: "+15005550006",
      Body: "STOP",
      MessageSid: "SM" + "3".repeat(32),
    });
    const [opted] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, stop.checkId));
    expect(opted!.optedOut).toBe(true);

    const other = await twilioPost("/api/webhooks/twilio/sms", {
      From: stop.phone,
      To: "+15005550006",
      Body: "Who is this?",
      MessageSid: "SM" + "4".repeat(32),
    });
    expect(other.status).toBe(200);
    const kept = await t.deps.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.fromNumber, stop.phone), eq(smsMessages.intent, "other")));
    expect(kept).toHaveLength(1);
    // LATER with a time: a Honolulu reference (closed until 9:00 there) is moved to tomorrow 10 AM.
    const later = await submit("Lee Later", "+18082345" + String(Date.now() % 1000).padStart(3, "0"));
    await waitFor(async () => {
      const [r] = await t.deps.db
        .select()
        .from(checkReferences)
        .where(eq(checkReferences.referenceCheckId, later.checkId));
      return r!.status === "scheduled";
    });
    const reply = await twilioPost("/api/webhooks/twilio/sms", {
      From: later.phone,
      To: "+15005550006",
      Body: "Later please, tomorrow 10am",
      MessageSid: "SM" + "5".repeat(32),
    });
    expect(await reply.text()).toContain("we'll call you Tuesday at 10:00 AM");
    const [moved] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, later.checkId));
    expect(moved!.nextAttemptAt!.toISOString()).toBe("2026-11-17T20:00:00.000Z");

    // Processed once per message id.
    await twilioPost("/api/webhooks/twilio/sms", {
      From: stop.phone,
      To: "+15005550006",
      Body: "Who is this?",
      MessageSid: "SM" + "4".repeat(32),
    });
    expect(
      await t.deps.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.providerMessageId, "SM" + "4".repeat(32))),
    ).toHaveLength(1);
  }, 60_000);
});
