/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { postAsTwilio, startTwilioFake } from "../support/twilio-fake";

/**
 * A key saved on /api-keys takes effect for the live call provider without a restart: the SDK
 * client is rebuilt with it (dials authenticate with it) and Twilio's webhook signatures are
 * checked against it. The health panel says where each provider's key comes from.
 */
const SID = "AC" + "2".repeat(32);
const OLD_TOKEN = "old-twilio-auth-token-0000000000";
const NEW_TOKEN = "new-twilio-auth-token-1111111111";
const ADMIN = "admin-token-api-keys-live-0123";
const START = Date.parse("2026-11-16T18:00:00Z"); // a Monday, 10:00 in San Francisco
const realStart = Date.now();

let t: TestApp;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  // Twilio (the fake) only accepts the new token: the old one in the environment has been rotated.
  fake = await startTwilioFake(SID, NEW_TOKEN);
  t = await startTestApp({
    worker: true,
    now: () => new Date(START + (Date.now() - realStart)),
    env: {
      ADMIN_API_TOKEN: ADMIN,
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: OLD_TOKEN,
      TWILIO_PHONE_NUMBER_US: "+15005550006",
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

const admin = (path: string, body?: unknown) =>
  fetch(t.url + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const health = async () => (await (await admin("/api/admin/health")).json()) as any;
const statusHook = "/api/webhooks/twilio/status";
const signedWith = (token: string) =>
  postAsTwilio(token, t.config.publicBaseUrl + statusHook, t.url + statusHook, { CallStatus: "ringing" });

describe("a call-provider key saved on /api-keys", () => {
  it("is used by the call provider and its webhook check at once, and the health panel names its source", async () => {
    const before = (await health()).checks.find((c: any) => c.name === "telephony");
    expect(before).toMatchObject({ mode: "live", healthy: false, keySource: "environment" });
    expect((await signedWith(NEW_TOKEN)).status).toBe(403);
    expect((await signedWith(OLD_TOKEN)).status).toBe(204);

    const saved = await admin("/api/save-api-key", { keyName: "BLAND_API_KEY", keyValue: NEW_TOKEN });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      keyName: "TWILIO_AUTH_TOKEN",
      appliedWithoutRestart: true,
      message: "Applied within seconds. No restart needed.",
    });

    const after = (await health()).checks.find((c: any) => c.name === "telephony");
    expect(after).toMatchObject({ mode: "live", healthy: true, keySource: "saved" });
    expect((await signedWith(NEW_TOKEN)).status).toBe(204);
    expect((await signedWith(OLD_TOKEN)).status).toBe(403);

    // The worker (its own provider instance) dials with the saved key too.
    const phone = uniquePhone();
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(
        checkPayload({ reference1: { name: "Pat Kim", phone, relationship: "colleague" } }),
      ),
    });
    expect(res.status).toBe(201);
    await waitFor(async () => fake.calls.find((c) => c.to === phone), 20_000, "a dial with the saved key");
  });

  it("says precisely what a key for a simulated provider needs", async () => {
    const r = await admin("/api/save-api-key", { keyName: "POSTMARK_SERVER_TOKEN", keyValue: "pm-token" });
    const body = (await r.json()) as any;
    expect(body.appliedWithoutRestart).toBe(false);
    expect(body.message).toContain("E-mail is simulated on this server");
    expect(body.message).toContain("EMAIL_PROVIDER");
    const email = (await health()).checks.find((c: any) => c.name === "email");
    expect(email).toMatchObject({ mode: "simulated", keySource: "saved" });
  });
});
