import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerSettings, simCalls } from "../../src/db/schema";
import { open } from "../../src/providers/secret-box";
import { startTestApp, uniqueEmail, uniquePhone, type TestApp } from "../support/app";

const TOKEN = "admin-token-0123456789abcdef";
let t: TestApp;

async function call(method: "GET" | "POST", path: string, body?: unknown) {
  const res = await fetch(t.url + path, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* plain-text error */
  }
  return { status: res.status, text, json: json as Record<string, unknown> };
}

beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN, CALLS_PER_SECOND: "20" } });
});
afterAll(async () => t?.stop());

describe("/test-basic-call", () => {
  it("validates the phone number with the spec's messages", async () => {
    const empty = await call("POST", "/api/test-basic-call", { phoneNumber: "  " });
    expect([empty.status, empty.text]).toEqual([400, "phoneNumber: Please enter your phone number"]);
    const missing = await call("POST", "/api/test-basic-call", {});
    expect([missing.status, missing.text]).toEqual([400, "phoneNumber: Please enter your phone number"]);
    const short = await call("POST", "/api/test-basic-call", { phoneNumber: "555-1234" });
    expect([short.status, short.text]).toEqual([400, "phoneNumber: Please enter a valid phone number"]);
  });

  it("places a simulated call through the carrier and logs each step", async () => {
    const r = await call("POST", "/api/test-basic-call", { phoneNumber: "(415) 555-0142" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ success: true, message: "Check your phone for the test call!" });
    expect(r.json.callSid).toMatch(/^CAsim/);
    expect(r.json.logs).toContain("Normalized (415) 555-0142 to +14155550142");
    const [row] = await t.deps.db
      .select()
      .from(simCalls)
      .where(eq(simCalls.sid, r.json.callSid as string));
    expect(row!.toNumber).toBe("+14155550142");
  });

  it("reports which telephony settings are present without their values", async () => {
    const r = await call("GET", "/api/debug-twilio");
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      envVarsPresent: { accountSid: false, authToken: false, phoneNumberUS: false, phoneNumberCA: false },
      phoneNumbers: { us: null, ca: null },
      accountSidPrefix: null,
      authTokenPrefix: null,
      nodeEnv: "test",
      mode: "simulated",
    });
    expect(Array.isArray(r.json.allTwilioEnvVars)).toBe(true);
  });
});

describe("/test-voices", () => {
  it("generates TwiML in the chosen voice and speed, escaping the script", async () => {
    const r = await call("POST", "/api/generate-test-twiml", {
      voice: "Polly.Joanna-Neural",
      speed: 85,
      script: "Hello <Pat> & team",
      testType: "followup",
    });
    expect(r.status).toBe(200);
    const twiml = r.json.twiml as string;
    expect(twiml).toContain('<Say voice="Polly.Joanna-Neural" language="en-US"><prosody rate="85%">');
    expect(twiml).toContain("Hello &lt;Pat&gt; &amp; team");
    expect(twiml).toContain("follow-up voice test");
    const speed = await call("POST", "/api/generate-test-twiml", { script: "x", speed: 83 });
    expect([speed.status, speed.text]).toEqual([400, "speed: must be a multiple of 5"]);
    const slow = await call("POST", "/api/generate-test-twiml", { script: "x", speed: 75 });
    expect([slow.status, slow.text]).toEqual([400, "speed: must be between 80 and 100"]);
    const defaults = await call("POST", "/api/generate-test-twiml", { script: "Hi" });
    expect(defaults.json.twiml).toContain('voice="Google.en-US-Neural2-F"');
    expect(defaults.json.twiml).toContain('rate="95%"');
  });

  it("calls the phone with the script and returns the call id and TwiML", async () => {
    const none = await call("POST", "/api/test-voice-call", { script: "Hi", phoneNumber: " " });
    expect([none.status, none.text]).toEqual([
      400,
      "phoneNumber: Please enter your phone number to receive the test call",
    ]);
    const r = await call("POST", "/api/test-voice-call", {
      voice: "Google.en-US-Neural2-D",
      speed: 100,
      script: "Testing the intro",
      phoneNumber: "+1 416 555 0100",
      testType: "intro",
    });
    expect(r.status).toBe(200);
    expect(r.json.callId).toMatch(/^CAsim/);
    expect(r.json.twiml).toContain("Testing the intro");
  });
});

describe("/test-bland-ai", () => {
  it("quick test accepts the spec's payload, which has no consentGiven, and refuses an explicit false", async () => {
    const spec = {
      requesterEmail: uniqueEmail("quickspec"),
      candidateName: "Spec Payload Candidate",
      role: "Engineer",
      companyName: "RefLine QA",
      reference1: { name: "Ref One", phone: uniquePhone(), relationship: "direct-manager" },
      reference2: { name: "Ref Two", phone: uniquePhone(), relationship: "colleague" },
      reference3: { name: "Ref Three", phone: uniquePhone(), relationship: "client" },
      termsAccepted: true,
    };
    const created = await call("POST", "/api/reference-check", spec);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ success: true, referenceCheckId: expect.any(Number) });
    const refused = await call("POST", "/api/reference-check", {
      ...spec,
      requesterEmail: uniqueEmail("quickspec"),
      consentGiven: false,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("consentGiven: You must confirm consent to contact and record references");
  });

  it("quick test: creates a test check, then initiates its three calls", async () => {
    const created = await call("POST", "/api/reference-check", {
      requesterEmail: uniqueEmail("quicktest"),
      candidateName: "Quick Test Candidate",
      role: "Engineer",
      companyName: "RefLine QA",
      reference1: { name: "Ref One", phone: uniquePhone(), relationship: "direct-manager" },
      reference2: { name: "Ref Two", phone: uniquePhone(), relationship: "colleague" },
      reference3: { name: "Ref Three", phone: uniquePhone(), relationship: "client" },
      termsAccepted: true,
      consentGiven: true,
      freeCheck: true,
    });
    expect(created.status).toBe(201);
    expect(created.json.success).toBe(true);
    const id = created.json.referenceCheckId as number;
    const r = await call("POST", `/api/reference-checks/initiate-bland-calls/${id}`);
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    const results = r.json.results as { reference: string; success: boolean; callId: string | null }[];
    expect(results.map((x) => x.reference)).toEqual(["Ref One", "Ref Two", "Ref Three"]);
    expect(results.every((x) => x.success)).toBe(true);
    expect(results.every((x) => typeof x.callId === "string" && x.callId.startsWith("CAsim"))).toBe(true);
    // Initiating again dials nobody twice.
    const again = await call("POST", `/api/reference-checks/initiate-bland-calls/${id}`);
    const callIds = (again.json.results as { callId: string }[]).map((x) => x.callId);
    expect(callIds).toEqual(results.map((x) => x.callId));
    const dials = await t.deps.database
      .sql`select count(*)::int as n from sim_calls where attempt_key like ${id + ":%"}`;
    expect(dials[0]!.n).toBe(3);
  });

  it("manual test: asks for a check id and answers 404 for an unknown one", async () => {
    const bad = await call("POST", "/api/reference-checks/initiate-bland-calls/abc");
    expect([bad.status, bad.text]).toEqual([400, "id: must be a reference check id (a whole number)"]);
    const missing = await call("POST", "/api/reference-checks/initiate-bland-calls/987654");
    expect([missing.status, missing.text]).toEqual([404, "Reference check not found"]);
  });
});

describe("/api-keys", () => {
  it("stores the key encrypted, never shows it back, and applies it at once", async () => {
    const empty = await call("POST", "/api/save-api-key", { keyName: "BLAND_API_KEY", keyValue: "   " });
    expect([empty.status, empty.text]).toEqual([400, "keyValue: Please enter your Bland.ai API key"]);
    const unknown = await call("POST", "/api/save-api-key", { keyName: "AWS_SECRET", keyValue: "x" });
    expect(unknown.status).toBe(400);
    const secret = "tok_live_1234567890secret";
    const r = await call("POST", "/api/save-api-key", { keyName: "BLAND_API_KEY", keyValue: ` ${secret} ` });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      success: true,
      keyName: "TWILIO_AUTH_TOKEN",
      appliedWithoutRestart: false,
    });
    expect(r.json.message).toContain("Telephony is simulated on this server");
    expect(r.text).not.toContain(secret);
    const [row] = await t.deps.db
      .select()
      .from(providerSettings)
      .where(eq(providerSettings.keyName, "TWILIO_AUTH_TOKEN"));
    expect(row!.encryptedValue).not.toContain(secret);
    expect(row!.encryptedValue).toMatch(/^v1:/);
    expect(open(row!.encryptedValue, t.config.encryptionKey, "TWILIO_AUTH_TOKEN")).toBe(secret);
    // Bound to its key name: moved onto another key's row it does not open.
    expect(() => open(row!.encryptedValue, t.config.encryptionKey, "ANTHROPIC_API_KEY")).toThrow();
    // Applied without a restart: providers read it through the key accessor.
    expect(await t.deps.providers.keys.get("TWILIO_AUTH_TOKEN")).toBe(secret);
    const debug = await call("GET", "/api/debug-twilio");
    expect(debug.json.envVarsPresent).toMatchObject({ authToken: true });
    expect(debug.text).not.toContain(secret);
    const list = await call("GET", "/api/admin/api-keys");
    expect(list.text).not.toContain(secret);
    expect(list.json).toContainEqual(expect.objectContaining({ name: "TWILIO_AUTH_TOKEN", source: "saved" }));
    expect(list.json).toContainEqual(
      expect.objectContaining({ name: "ANTHROPIC_API_KEY", source: "unset", updatedAt: null }),
    );
  });
});

describe("/test-voice-agent", () => {
  async function simulate(utterances: string[]) {
    const res = await fetch(`${t.url}/trpc/admin.test.simulate`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ json: { utterances } }),
    });
    expect(res.status).toBe(200);
    return (await res.json()).result.data.json as {
      turns: { speaker: string; text: string }[];
      ended: boolean;
      outcome: string | null;
      lastAgentLine: string;
    };
  }

  it("runs the interview engine turn by turn from what the reference said", async () => {
    const opening = await simulate([]);
    expect(opening.turns).toHaveLength(1);
    expect(opening.lastAgentLine).toMatch(/record/i);
    expect(opening.ended).toBe(false);
    const consented = await simulate(["Yes, that's fine, go ahead."]);
    expect(consented.turns.map((x) => x.speaker)).toEqual(["agent", "reference", "agent"]);
    expect(consented.lastAgentLine).not.toBe(opening.lastAgentLine);
    // The same replies give the same conversation (replayed, nothing kept between turns).
    expect((await simulate(["Yes, that's fine, go ahead."])).turns).toEqual(consented.turns);
    const refused = await simulate(["No, I don't want this call recorded."]);
    expect(refused.ended).toBe(true);
    expect(refused.outcome).toBe("consent_refused");
  });
});
