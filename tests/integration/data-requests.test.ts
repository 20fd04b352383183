import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callAnalytics,
  callLogs,
  checkReferences,
  consentLogs,
  dataRequests,
  emailOutbox,
  referenceChecks,
  refunds,
  simPayments,
  simRecordings,
  simSms,
  smsMessages,
  webhookEvents,
} from "../../src/db/schema";
import { isSimulatedPayments } from "../../src/simulation/payments/provider";
import { CORRECTION_TOO_LATE } from "../../src/services/data-requests/requests";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";
import { rawRequest, closeAgents } from "../support/fuzz/http";
import { postJson } from "../support/payments";
import { CARRIER_TOKEN_HEADER } from "../../src/simulation/carrier/telephony";

/**
 * References' data rights end to end over real HTTP, with a worker: the request, the code read
 * from the simulated carrier's handset, the operator's actions, and what an erasure leaves.
 */
const TOKEN = "data-requests-admin-token-0123456789";
let t: TestApp;

/** A recording's media at the simulated carrier, fetched with the product's carrier credential. */
const fetchAtCarrier = (url: string) =>
  fetch(url, { headers: { [CARRIER_TOKEN_HEADER]: t.deps.providers.simulatedCarrierToken } });
let offset = 0;
const bearer = { authorization: `Bearer ${TOKEN}` };

/** A source address per client, so the per-minute REST limits count each test separately. */
let nextSource = 10;
const client = () => `127.0.0.${nextSource++}`;

async function post(path: string, body: unknown, from = "127.0.0.2", headers: Record<string, string> = {}) {
  const res = await rawRequest(t.url, {
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    from,
  });
  let json: unknown = null;
  try {
    json = JSON.parse(res.text);
  } catch {
    /* plain-text error */
  }
  return { status: res.status, text: res.text, json: json as Record<string, unknown> };
}

/** The id of the newest text on the simulated handset (read before asking for a code). */
async function lastSms(): Promise<number> {
  return (await t.deps.db.select({ id: simSms.id }).from(simSms)).reduce((m, r) => Math.max(m, r.id), 0);
}

/** The newest text on the simulated handset for `phone` after message id `after`. */
async function codeFor(phone: string, after = 0): Promise<{ code: string; id: number; body: string }> {
  const msg = await waitFor(
    async () =>
      (
        await t.deps.db
          .select()
          .from(simSms)
          .where(and(eq(simSms.toNumber, phone), gt(simSms.id, after)))
          .orderBy(asc(simSms.id))
      ).at(-1),
    15_000,
    `code texted to ${phone}`,
  );
  const code = /(\d{6}) is your code/.exec(msg.body)?.[1];
  if (!code) throw new Error(`no code in: ${msg.body}`);
  return { code, id: msg.id, body: msg.body };
}

async function requestRow(publicId: string) {
  const [row] = await t.deps.db.select().from(dataRequests).where(eq(dataRequests.publicId, publicId));
  return row!;
}

/** Waits until the code job has run for the request's current round (texted or not). */
async function codeJobDone(publicId: string) {
  await waitFor(
    async () => {
      const r = await requestRow(publicId);
      return r.codeRound === r.codesSent;
    },
    15_000,
    "code job",
  );
}

/** The standard report as the operator console serves it, as plain text. */
async function pdfText(checkId: number): Promise<string> {
  const res = await fetch(`${t.url}/api/download-report/${checkId}`, { headers: bearer });
  expect(res.status).toBe(200);
  const pdf = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim();

interface Completed {
  checkId: number;
  phones: string[];
}

/** A check paid with the simulated card, called and reported: references as named. */
async function completedPaidCheck(names: string[]): Promise<Completed> {
  const phones = names.map(() => uniquePhone());
  const refs = Object.fromEntries(
    names.map((name, i) => [
      `reference${i + 1}`,
      { name, phone: phones[i], relationship: i === 0 ? "direct-manager" : "colleague" },
    ]),
  );
  const created = await postJson(
    t,
    "/api/reference-checks",
    checkPayload({ candidateName: "Sam Lee", freeCheck: false, isFirstTimeUser: false, ...refs }),
  );
  expect(created.status).toBe(201);
  const { referenceCheckId: checkId, checkoutToken } = (await created.json()) as {
    referenceCheckId: number;
    checkoutToken: string;
  };
  const intent = await (
    await postJson(t, "/api/create-payment-intent", { referenceCheckId: checkId, checkoutToken })
  ).json();
  const paid = await postJson(t, "/sim/payments/confirm", {
    clientSecret: intent.clientSecret,
    card: { number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.status).toBe(200);
  await postJson(t, "/api/confirm-payment", {
    paymentIntentId: intent.paymentIntentId,
    referenceCheckId: checkId,
    checkoutToken,
  });
  await waitFor(
    async () => {
      const [c] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
      return c?.status === "completed";
    },
    90_000,
    "check completed",
  );
  if (names.some((n) => /refuse/i.test(n)))
    // A refused reference's share is refunded; wait for the provider's webhook to land too.
    await waitFor(
      async () =>
        (await t.deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, checkId))).some(
          (r) => r.status === "succeeded",
        ) &&
        (
          await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventType, "charge.refunded"))
        ).some((e) => e.status === "processed"),
      30_000,
      "refund settled",
    );
  const payments = t.deps.providers.payments;
  if (isSimulatedPayments(payments)) await payments.settled();
  return { checkId, phones };
}

async function callsOf(checkId: number, referenceIndex: number) {
  return t.deps.db
    .select()
    .from(callLogs)
    .where(and(eq(callLogs.referenceCheckId, checkId), eq(callLogs.referenceIndex, referenceIndex)));
}

async function accounting(checkId: number) {
  const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  return {
    check: {
      status: check!.status,
      paymentStatus: check!.paymentStatus,
      priceCharged: check!.priceCharged,
      amountRefunded: check!.amountRefunded,
      pricingTier: check!.pricingTier,
      stripePaymentIntentId: check!.stripePaymentIntentId,
      requesterEmail: check!.requesterEmail,
    },
    refunds: await t.deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, checkId)),
    payments: await t.deps.db.select().from(simPayments).orderBy(asc(simPayments.id)),
    webhooks: (await t.deps.db.select().from(webhookEvents)).length,
  };
}

let main: Completed;
let other: Completed;

beforeAll(async () => {
  t = await startTestApp({
    worker: true,
    env: { ADMIN_API_TOKEN: TOKEN },
    now: () => new Date(Date.now() + offset),
  });
  // Pat is erased; Lee Glowing stays; Rita refuses consent (her share is refunded).
  main = await completedPaidCheck(["Pat Kim", "Lee Glowing", "Rita Refuse"]);
  other = await completedPaidCheck(["Ana Diaz"]);
}, 240_000);
afterAll(async () => {
  closeAgents();
  await t?.stop();
});

describe("the request form's answers", () => {
  it("names every bad field", async () => {
    const empty = await post("/api/data-requests", {}, client());
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("kind: Choose a correction or a deletion");
    expect(empty.text).toContain("phone: Phone number is required");
    expect(empty.text).toContain("name: Name is required");
    const bad = await post(
      "/api/data-requests",
      { kind: "correction", phone: "123", name: "X", email: "nope" },
      client(),
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("phone: Please enter a valid phone number (10+ digits)");
    expect(bad.text).toContain("email: Please enter a valid email address");
    expect(bad.text).toContain("details: Tell us what is wrong and what it should say");
    const code = await post("/api/data-requests/abc/verify", { code: "12ab" }, client());
    expect(code.status).toBe(400);
    expect(code.text).toBe("code: Enter the 6-digit code from the text message");
    const missing = await post("/api/data-requests/nosuchrequest/verify", { code: "123456" }, client());
    expect(missing.status).toBe(404);
  });

  it("answers the same for a number we called and one we never did, and texts only the first", async () => {
    const from = client();
    const known = await post(
      "/api/data-requests",
      { kind: "deletion", phone: main.phones[1], name: "Lee Glowing" },
      from,
    );
    const stranger = uniquePhone();
    const unknown = await post(
      "/api/data-requests",
      { kind: "deletion", phone: stranger, name: "Nobody" },
      from,
    );
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    const strip = (j: Record<string, unknown>) => ({ ...j, id: undefined, dueAt: undefined });
    expect(strip(unknown.json)).toEqual(strip(known.json));
    expect(known.json.message).toMatch(
      /If we hold data linked to this number, we have texted it a 6-digit code/,
    );
    await codeJobDone(known.json.id as string);
    await codeJobDone(unknown.json.id as string);
    expect(await t.deps.db.select().from(simSms).where(eq(simSms.toNumber, stranger))).toHaveLength(0);
    const texted = await codeFor(main.phones[1]!);
    // The code lives on the handset only: our rows hold its HMAC and a masked copy of the text.
    const row = await requestRow(known.json.id as string);
    expect(row.verificationCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(texted.code);
    const ours = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.toNumber, main.phones[1]!));
    expect(ours.some((m) => m.intent === "verification_code")).toBe(true);
    expect(JSON.stringify(ours)).not.toContain(texted.code);
    // Reject these two so later tests see only their own requests.
    for (const id of [row.id, (await requestRow(unknown.json.id as string)).id])
      expect(
        (await post(`/api/admin/data-requests/${id}/reject`, { reason: "test" }, client(), bearer)).status,
      ).toBe(200);
  });

  it("limits requests per client per minute and per number per day, alike for every number", async () => {
    const from = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post("/api/data-requests", { kind: "deletion", phone: uniquePhone(), name: "R" }, from))
          .status,
      );
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    // Per number: the sixth request in a day is refused for a stranger's number and ours alike.
    const stranger = uniquePhone();
    const answers: { known: number[]; unknown: number[] } = { known: [], unknown: [] };
    for (let i = 0; i < 6; i++) {
      answers.unknown.push(
        (await post("/api/data-requests", { kind: "deletion", phone: stranger, name: "R" }, client())).status,
      );
      answers.known.push(
        (
          await post(
            "/api/data-requests",
            { kind: "deletion", phone: other.phones[0], name: "Ana" },
            client(),
          )
        ).status,
      );
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.at(-1)).toBe(429);
    // Clean up: those requests for Ana's number would otherwise count in later tests.
    await t.deps.db.delete(dataRequests).where(eq(dataRequests.phone, other.phones[0]!));
  });
});

describe("a deletion, end to end", () => {
  it("texts a code, verifies it, and the operator's completion erases only that reference", async () => {
    const { checkId, phones } = main;
    const [pat] = await callsOf(checkId, 1);
    const lee = (await callsOf(checkId, 2)).find((l) => l.outcome === "completed")!;
    // Before: Pat was interviewed, recorded (at the carrier too) and analysed.
    expect(pat!.outcome).toBe("completed");
    expect(pat!.transcript).toBeTruthy();
    expect(pat!.aiAnalysis).toBeTruthy();
    expect(pat!.recordingUrl).toMatch(/\/sim\/carrier\/recordings\/REsim/);
    expect((await fetchAtCarrier(pat!.recordingUrl!)).status).toBe(200);
    expect(
      (await t.deps.db.select().from(callAnalytics).where(eq(callAnalytics.callId, pat!.id))).length,
    ).toBeGreaterThan(0);
    const leeWords = (lee.transcriptTurns ?? [])
      .filter((x) => x.speaker === "reference")
      .map((x) => norm(x.text));
    const patOnly = (pat!.transcriptTurns ?? [])
      .filter((x) => x.speaker === "reference")
      .map((x) => norm(x.text))
      .filter((w) => w.length > 30 && !leeWords.includes(w));
    expect(patOnly.length).toBeGreaterThan(0);
    const before = await pdfText(checkId);
    expect(before).toContain("Pat Kim");
    expect(before).toContain(patOnly[0]!.slice(0, 40));
    const money = await accounting(checkId);
    expect(money.refunds.length).toBeGreaterThan(0); // Rita refused: her share came back

    // The reference asks, typing the number as they would.
    const digits = phones[0]!.slice(2);
    const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const from = client();
    const mark = await lastSms();
    const asked = await post(
      "/api/data-requests",
      { kind: "deletion", phone: typed, name: "Pat Kim", candidateName: "sam lee", email: "pat@example.com" },
      from,
    );
    expect(asked.status).toBe(201);
    expect(asked.json.status).toBe("pending_verification");
    const { code } = await codeFor(phones[0]!, mark);
    const verified = await post(`/api/data-requests/${asked.json.id}/verify`, { code }, from);
    expect(verified.status).toBe(200);
    expect(verified.json.status).toBe("verified");
    expect(verified.json.message).toMatch(/We will delete the data from your call by/);
    const due = new Date(verified.json.dueAt as string).getTime() - Date.now();
    expect(Math.round(due / 86_400_000)).toBe(30);

    // Operators see it, with what it would erase.
    const list = (await (await fetch(`${t.url}/api/admin/data-requests`, { headers: bearer })).json()) as {
      id: number;
      status: string;
      verifiedBy: string;
      matches: { checkId: number; referenceIndex: number }[];
    }[];
    const mine = list.find((r) => r.status === "verified" && r.matches.some((m) => m.checkId === checkId))!;
    expect(mine.verifiedBy).toBe("sms");
    expect(mine.matches).toEqual([expect.objectContaining({ checkId, referenceIndex: 1 })]);
    const done = await post(`/api/admin/data-requests/${mine.id}/complete`, {}, client(), bearer);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: "completed", affected: 1 });

    // Pat's words, recording and analysis are gone, here and at the carrier.
    for (const log of await callsOf(checkId, 1)) {
      expect(log).toMatchObject({
        transcript: null,
        transcriptTurns: null,
        responses: null,
        aiAnalysis: null,
        rating: null,
        sentiment: null,
        recordingUrl: null,
        recordingSid: null,
        phoneNumber: "",
        referenceName: "Erased reference",
        keyInsights: [],
        redFlags: [],
      });
      expect(log.purgedAt).not.toBeNull();
      expect(log.outcome).toBe(pat!.outcome); // the call itself (what was paid for) is still on record
    }
    expect((await fetchAtCarrier(pat!.recordingUrl!)).status).toBe(404);
    const [rec] = await t.deps.db
      .select()
      .from(simRecordings)
      .where(eq(simRecordings.callSid, pat!.callRequestId!));
    expect(rec!.deletedAt).not.toBeNull();
    expect(
      await t.deps.db.select().from(callAnalytics).where(eq(callAnalytics.callId, pat!.id)),
    ).toHaveLength(0);
    const consent = await t.deps.db.select().from(consentLogs).where(eq(consentLogs.callLogId, pat!.id));
    expect(consent.every((c) => c.rawResponse === null && c.referencePhone === "")).toBe(true);
    expect(consent.some((c) => c.consentGiven)).toBe(true);
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(and(eq(checkReferences.referenceCheckId, checkId), eq(checkReferences.referenceIndex, 1)));
    expect(ref).toMatchObject({ name: "Erased reference", phone: "", status: "completed" });
    expect(ref!.erasedAt).not.toBeNull();
    const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
    expect(check!.reference1).toMatchObject({
      name: "Erased reference",
      phone: "",
      relationship: "direct-manager",
    });
    expect(JSON.stringify(check)).not.toContain(phones[0]!);
    const texts = await t.deps.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.referenceCheckId, checkId), eq(smsMessages.referenceIndex, 1)));
    expect(texts.every((m) => m.body === "[erased]")).toBe(true);

    // Lee and Rita are untouched.
    const [leeAfter] = (await callsOf(checkId, 2)).filter((l) => l.outcome === "completed");
    expect(leeAfter!.transcript).toBe(lee.transcript);
    expect(leeAfter!.aiAnalysis).toEqual(lee.aiAnalysis);
    expect(leeAfter!.recordingUrl).toBe(lee.recordingUrl);
    expect(leeAfter!.purgedAt).toBeNull();
    expect(
      (await t.deps.db.select().from(callAnalytics).where(eq(callAnalytics.callId, lee.id))).length,
    ).toBeGreaterThan(0);
    expect(check!.reference2).toMatchObject({ name: "Lee Glowing", phone: phones[1] });
    expect(check!.reference3).toMatchObject({ name: "Rita Refuse" });

    // Accounting is as it was: the check, its price, payment, refunds and the provider's records.
    expect(await accounting(checkId)).toEqual(money);

    // The stored report no longer holds Pat: re-rendered with the erasure noted.
    const after = await pdfText(checkId);
    expect(after).not.toContain("Pat Kim");
    for (const words of patOnly) expect(after).not.toContain(words.slice(0, 40));
    expect(after).toContain("Erased at the reference's request");
    expect(after).toContain("Lee Glowing");
    expect(after).toContain(norm(leeWords.find((w) => w.length > 30)!).slice(0, 40));

    // The request keeps a masked number and what was done; the reference got an e-mail.
    const row = await requestRow(asked.json.id as string);
    expect(row).toMatchObject({ status: "completed", phone: `•••-•••-${phones[0]!.slice(-4)}` });
    expect(row.affected).toEqual([{ checkId, referenceIndex: 1 }]);
    expect(row.resolution).toMatch(/Erased the interview data of 1 reference in 1 check; 1 recording/);
    const mails = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "pat@example.com"));
    expect(mails.map((m) => m.textBody).join("\n")).toMatch(/Done: the data from your call has been deleted/);
    // Asking again with the same code only tells where it stands.
    const again = await post(`/api/data-requests/${asked.json.id}/verify`, { code }, from);
    expect(again.json.status).toBe("completed");
    // Completing twice is refused, and erases nothing more.
    expect((await post(`/api/admin/data-requests/${mine.id}/complete`, {}, client(), bearer)).status).toBe(
      409,
    );
  }, 60_000);
});

describe("codes", () => {
  it("allows five wrong tries per code, alike for every number, and a new code starts over", async () => {
    const stranger = uniquePhone();
    const mark = await lastSms();
    const known = await post(
      "/api/data-requests",
      { kind: "deletion", phone: other.phones[0], name: "Ana" },
      client(),
    );
    const unknown = await post(
      "/api/data-requests",
      { kind: "deletion", phone: stranger, name: "Ana" },
      client(),
    );
    const first = await codeFor(other.phones[0]!, mark);
    await codeJobDone(unknown.json.id as string);
    const wrong = first.code === "000000" ? "111111" : "000000";
    const fromK = client();
    const fromU = client();
    const answers: { known: string[]; unknown: string[] } = { known: [], unknown: [] };
    for (let i = 0; i < 6; i++) {
      const k = await post(`/api/data-requests/${known.json.id}/verify`, { code: wrong }, fromK);
      const u = await post(`/api/data-requests/${unknown.json.id}/verify`, { code: wrong }, fromU);
      answers.known.push(`${k.status} ${k.text}`);
      answers.unknown.push(`${u.status} ${u.text}`);
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known[0]).toBe("400 Code not accepted: code: That code is not correct (4 tries left)");
    expect(answers.known[3]).toBe("400 Code not accepted: code: That code is not correct (1 try left)");
    expect(answers.known[4]).toBe("429 Too many wrong codes. Ask for a new code.");
    // Locked: even the right code no longer works.
    const locked = await post(`/api/data-requests/${known.json.id}/verify`, { code: first.code }, fromK);
    expect(locked.status).toBe(429);
    expect((await requestRow(known.json.id as string)).status).toBe("pending_verification");

    // A new code: the old one is dead, the new one works.
    const resent = await post(`/api/data-requests/${known.json.id}/resend-code`, {}, fromK);
    expect(resent.status).toBe(200);
    const second = await codeFor(other.phones[0]!, first.id);
    if (second.code !== first.code) {
      const old = await post(`/api/data-requests/${known.json.id}/verify`, { code: first.code }, fromK);
      expect(old.status).toBe(400);
    }
    const ok = await post(`/api/data-requests/${known.json.id}/verify`, { code: second.code }, client());
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe("verified");
    // At most three codes per request.
    const from = client();
    expect((await post(`/api/data-requests/${unknown.json.id}/resend-code`, {}, from)).status).toBe(200);
    expect((await post(`/api/data-requests/${unknown.json.id}/resend-code`, {}, from)).status).toBe(200);
    const fourth = await post(`/api/data-requests/${unknown.json.id}/resend-code`, {}, from);
    expect(fourth.status).toBe(429);
    await t.deps.db
      .delete(dataRequests)
      .where(inArray(dataRequests.publicId, [known.json.id as string, unknown.json.id as string]));
  });

  it("refuses an expired code", async () => {
    const mark = await lastSms();
    const asked = await post(
      "/api/data-requests",
      { kind: "deletion", phone: other.phones[0], name: "Ana" },
      client(),
    );
    const { code } = await codeFor(other.phones[0]!, mark);
    offset += 11 * 60 * 1000;
    const late = await post(`/api/data-requests/${asked.json.id}/verify`, { code }, client());
    expect(late.status).toBe(400);
    expect(late.text).toBe("Code not accepted: code: This code has expired. Ask for a new one.");
    await t.deps.db.delete(dataRequests).where(eq(dataRequests.publicId, asked.json.id as string));
  });
});

describe("operator verification and corrections", () => {
  it("verifies by operator, refuses to complete a correction without its resolution, and shows it in the report", async () => {
    const { checkId, phones } = main;
    const asked = await post(
      "/api/data-requests",
      {
        kind: "correction",
        phone: phones[1],
        name: "Lee Glowing",
        candidateName: "Sam Lee",
        details: "I said two years; it was three years.",
      },
      client(),
    );
    expect(asked.status).toBe(201);
    const row = await requestRow(asked.json.id as string);
    // Completing before anyone confirmed who is asking is refused.
    const early = await post(
      `/api/admin/data-requests/${row.id}/complete`,
      { resolution: "x" },
      client(),
      bearer,
    );
    expect(early.status).toBe(409);
    const verified = await post(`/api/admin/data-requests/${row.id}/verify`, {}, client(), bearer);
    expect(verified.status).toBe(200);
    expect(verified.json.status).toBe("verified");
    expect((await requestRow(asked.json.id as string)).verifiedBy).toBe(`operator:api-token@operators`);
    const noText = await post(
      `/api/admin/data-requests/${row.id}/complete`,
      { resolution: "  " },
      client(),
      bearer,
    );
    expect(noText.status).toBe(400);
    expect(noText.text).toContain("resolution: Describe what was corrected");
    const done = await post(
      `/api/admin/data-requests/${row.id}/complete`,
      { resolution: "The reference worked with Sam for three years, not two." },
      client(),
      bearer,
    );
    expect(done.status).toBe(200);
    expect(done.json.status).toBe("completed");
    const report = await pdfText(checkId);
    expect(report).toContain("Correction from Lee Glowing");
    expect(report).toContain("The reference worked with Sam for three years, not two.");
    // The transcript itself is not rewritten.
    const [lee] = (await callsOf(checkId, 2)).filter((l) => l.outcome === "completed");
    expect(lee!.transcript).toBeTruthy();
  });

  it("rejects with a reason, and never completes a rejected request", async () => {
    const asked = await post(
      "/api/data-requests",
      { kind: "deletion", phone: other.phones[0], name: "Ana" },
      client(),
    );
    const row = await requestRow(asked.json.id as string);
    const blank = await post(`/api/admin/data-requests/${row.id}/reject`, {}, client(), bearer);
    expect(blank.status).toBe(400);
    expect(blank.text).toContain("reason: Say why the request is rejected");
    const rejected = await post(
      `/api/admin/data-requests/${row.id}/reject`,
      { reason: "The caller could not confirm their identity." },
      client(),
      bearer,
    );
    expect(rejected.status).toBe(200);
    expect((await post(`/api/admin/data-requests/${row.id}/complete`, {}, client(), bearer)).status).toBe(
      409,
    );
    expect((await post(`/api/admin/data-requests/${row.id}/verify`, {}, client(), bearer)).status).toBe(409);
    const [ana] = (await callsOf(other.checkId, 1)).filter((l) => l.outcome === "completed");
    expect(ana!.transcript).toBeTruthy();
    expect((await post(`/api/admin/data-requests/999999/verify`, {}, client(), bearer)).status).toBe(404);
    expect((await post(`/api/admin/data-requests/abc/verify`, {}, client(), bearer)).text).toBe(
      "id: must be a data request id (a whole number)",
    );
  });

  it("refuses a correction asked more than 24 hours after the call, by code or by operator", async () => {
    offset += 25 * 60 * 60 * 1000;
    const mark = await lastSms();
    const asked = await post(
      "/api/data-requests",
      { kind: "correction", phone: other.phones[0], name: "Ana", details: "I meant to say 2019, not 2018." },
      client(),
    );
    const { code } = await codeFor(other.phones[0]!, mark);
    const refused = await post(`/api/data-requests/${asked.json.id}/verify`, { code }, client());
    expect(refused.status).toBe(409);
    expect(refused.text).toBe(CORRECTION_TOO_LATE);
    const row = await requestRow(asked.json.id as string);
    expect(row).toMatchObject({ status: "rejected", verifiedBy: "sms", resolution: CORRECTION_TOO_LATE });

    const byOperator = await post(
      "/api/data-requests",
      { kind: "correction", phone: other.phones[0], name: "Ana", details: "Another correction." },
      client(),
    );
    const id = (await requestRow(byOperator.json.id as string)).id;
    const answer = await post(`/api/admin/data-requests/${id}/verify`, {}, client(), bearer);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "rejected", message: CORRECTION_TOO_LATE });
    // A deletion is still possible after 24 hours.
    const mark2 = await lastSms();
    const deletion = await post(
      "/api/data-requests",
      { kind: "deletion", phone: other.phones[0], name: "Ana" },
      client(),
    );
    const { code: c2 } = await codeFor(other.phones[0]!, mark2);
    const ok = await post(`/api/data-requests/${deletion.json.id}/verify`, { code: c2 }, client());
    expect(ok.json.status).toBe("verified");
  });
});
