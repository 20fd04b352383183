import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks } from "../../src/db/schema";
import { placeCall } from "../../src/services/calls/place";
import { startCheck } from "../../src/services/calls/start";
import { checkPayload, startTestApp, uniquePhone, type TestApp } from "../support/app";
import { startTwilioFake } from "../support/twilio-fake";

/**
 * The dial job's order with a live carrier (the real Twilio SDK against a local fake): the calling
 * window is asked first, the pre-call text goes out only when its call still fits in the window
 * after SMS_NOTICE_LEAD_SECONDS, the dial waits out the lead, and the carrier is told to end the
 * call when the window closes. The clock is the reference's (San Francisco numbers).
 */
const SID = "AC" + "2".repeat(32);
const TOKEN = "twilio-test-auth-token-safe-hours-01";
const sf = (iso: string) => DateTime.fromISO(iso, { zone: "America/Los_Angeles" }).toJSDate();
let clock = sf("2026-11-16T10:00");

let t: TestApp;
let fake: Awaited<ReturnType<typeof startTwilioFake>>;
beforeAll(async () => {
  fake = await startTwilioFake(SID, TOKEN);
  t = await startTestApp({
    now: () => clock,
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_PHONE_NUMBER_US: "+15005550006",
      TWILIO_API_BASE_URL: fake.url,
      SMS_NOTICE_LEAD_SECONDS: "180",
      CALLS_PER_SECOND: "10",
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

/** A started check with one San Francisco reference; returns its ids and phone. */
async function scheduledReference(language = "en") {
  const phone = uniquePhone();
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      checkPayload({ reference1: { name: "Pat Kim", phone, relationship: "colleague", language } }),
    ),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, id));
  await startCheck(t.deps, check!.id);
  return { checkId: check!.id, phone };
}
const job = (checkId: number) => ({ checkId, referenceIndex: 1, attempt: 1 });
const texts = (phone: string) =>
  fake.requests.filter((r) => r.path.endsWith("/Messages.json") && r.form.get("To") === phone);
const dials = (phone: string) =>
  fake.requests.filter(
    (r) => r.method === "POST" && r.path.endsWith("/Calls.json") && r.form.get("To") === phone,
  );
async function nextAttempt(checkId: number) {
  const [ref] = await t.deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId));
  return ref!.nextAttemptAt;
}

describe("safe hours with a live carrier", () => {
  it("a late job neither texts nor dials: 17:53 is past the last start", async () => {
    clock = sf("2026-11-16T10:00");
    const { checkId, phone } = await scheduledReference();
    clock = sf("2026-11-16T17:53");
    expect(await placeCall(t.deps, job(checkId))).toBe("deferred");
    expect(texts(phone)).toEqual([]);
    expect(dials(phone)).toEqual([]);
    expect(await nextAttempt(checkId)).toEqual(sf("2026-11-17T09:00"));
  });

  it("no text at 17:49 for a call the window could not hold after the three-minute lead", async () => {
    clock = sf("2026-11-16T10:00");
    const { checkId, phone } = await scheduledReference();
    clock = sf("2026-11-16T17:49");
    expect(await placeCall(t.deps, job(checkId))).toBe("deferred");
    expect(texts(phone)).toEqual([]);
    expect(await nextAttempt(checkId)).toEqual(sf("2026-11-17T09:00"));

    // At the next opening: the text, then the dial only once the lead has passed.
    clock = sf("2026-11-17T09:00");
    expect(await placeCall(t.deps, job(checkId))).toBe("deferred");
    expect(texts(phone)).toHaveLength(1);
    expect(dials(phone)).toEqual([]);
    expect(await nextAttempt(checkId)).toEqual(sf("2026-11-17T09:03"));
    clock = sf("2026-11-17T09:01:30");
    expect(await placeCall(t.deps, job(checkId))).toBe("deferred");
    expect(dials(phone)).toEqual([]);
    clock = sf("2026-11-17T09:03");
    expect(await placeCall(t.deps, job(checkId))).toBe("dialled");
    expect(dials(phone)).toHaveLength(1);
    expect(texts(phone)).toHaveLength(1);
    // Capped at ten minutes when the window has longer left.
    expect(dials(phone)[0]!.form.get("TimeLimit")).toBe("600");
  });

  it("a call started at 17:51 is cut by the carrier at 18:00", async () => {
    clock = sf("2026-11-16T10:00");
    const { checkId, phone } = await scheduledReference();
    // The notice went out earlier in the afternoon.
    await t.deps.db
      .update(checkReferences)
      .set({ smsSentAt: sf("2026-11-16T15:00") })
      .where(eq(checkReferences.referenceCheckId, checkId));
    clock = sf("2026-11-16T17:51");
    expect(await placeCall(t.deps, job(checkId))).toBe("dialled");
    // Nine minutes left, less the moment the dial queue took: never a second past 18:00.
    const limit = Number(dials(phone)[0]!.form.get("TimeLimit"));
    expect(limit).toBeLessThanOrEqual(540);
    expect(limit).toBeGreaterThan(530);
  });

  it("texts a reference in the language chosen for them", async () => {
    clock = sf("2026-11-18T10:00");
    const { checkId, phone } = await scheduledReference("fr");
    expect(await placeCall(t.deps, job(checkId))).toBe("deferred");
    const [text] = texts(phone);
    expect(text!.form.get("Body")).toMatch(
      /^Bonjour Pat, ici RefLine\. Sam Lee a donné votre nom comme référence/,
    );
    expect(text!.form.get("Body")).toContain("+15005550006");
  });
});
