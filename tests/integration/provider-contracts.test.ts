import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostmarkEmail } from "../../src/providers/email/postmark";
import { createStripePayments } from "../../src/providers/payments/stripe";
import { redirectingTwilioHttpClient } from "../../src/providers/telephony/http-client";
import { createTwilioTelephony } from "../../src/providers/telephony/twilio";
import {
  checkPostmarkRequest,
  checkStripeRequest,
  checkTwilioRequest,
  formToObject,
} from "../contracts/validate";
import { createTestDatabase, type TestDatabase } from "../support/db";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from "../support/fake-stripe";
import { startFakePostmark } from "../support/fake-postmark";
import { startTwilioFake } from "../support/twilio-fake";

/**
 * Every request the product's real provider clients send, captured at the local fakes, is checked
 * against extracts of the providers' published API definitions (tests/contracts/*.json): a request
 * the real service would refuse fails here.
 */
let db: TestDatabase;
let stripeFake: FakeStripe;
let twilioFake: Awaited<ReturnType<typeof startTwilioFake>>;
let postmarkFake: Awaited<ReturnType<typeof startFakePostmark>>;
const SID = "AC" + "3".repeat(32);
const TOKEN = "contract-token";

beforeAll(async () => {
  [db, stripeFake, twilioFake, postmarkFake] = await Promise.all([
    createTestDatabase(),
    startFakeStripe(),
    startTwilioFake(SID, TOKEN),
    startFakePostmark(),
  ]);
});
afterAll(async () => {
  await Promise.all([db?.drop(), stripeFake?.close(), twilioFake?.close(), postmarkFake?.close()]);
});

describe("requests conform to the providers' published API definitions", () => {
  it("Stripe: every call the payments provider makes", async () => {
    const stripe = createStripePayments({
      secretKey: FAKE_SECRET_KEY,
      publishableKey: "pk_test",
      webhookSecret: FAKE_WEBHOOK_SECRET,
      host: stripeFake.host,
      port: stripeFake.port,
      protocol: "http",
    });
    expect(await stripe.healthy()).toBe(true);
    const metadata = { referenceCheckId: "12", publicId: "abc" };
    const pi = await stripe.createPaymentIntent({
      amount: 4900,
      currency: "usd",
      description: "Reference check",
      receiptEmail: "buyer@example.com",
      statementDescriptorSuffix: "REFCHECK",
      metadata,
      idempotencyKey: "pi-key-1",
    });
    await stripe.retrievePaymentIntent(pi.id);
    const session = await stripe.createCheckoutSession({
      amount: 4900,
      currency: "usd",
      customerEmail: "buyer@example.com",
      productName: "Reference check",
      productDescription: "Two references by phone",
      statementDescriptorSuffix: "REFCHECK",
      metadata,
      successUrl: "https://refline.example/checkout-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://refline.example/checkout-cancelled",
      idempotencyKey: "cs-key-1",
    });
    await stripe.retrieveCheckoutSession(session.id);
    stripeFake.succeedIntent(pi.id);
    await stripe.createRefund({
      paymentIntentId: pi.id,
      amount: 1000,
      reason: "requested_by_customer",
      metadata,
      idempotencyKey: "re-key-1",
    });
    const paths = stripeFake.requests.map(
      (r) => `${r.method} ${r.path.replace(/\/(pi|cs_test)_\w+$/, "/{id}")}`,
    );
    expect(new Set(paths)).toEqual(
      new Set([
        "GET /v1/balance",
        "POST /v1/payment_intents",
        "GET /v1/payment_intents/{id}",
        "POST /v1/checkout/sessions",
        "GET /v1/checkout/sessions/{id}",
        "POST /v1/refunds",
      ]),
    );
    const problems = stripeFake.requests.flatMap((r) =>
      checkStripeRequest({ method: r.method, path: r.path, body: r.body }),
    );
    expect(problems).toEqual([]);
  });

  it("Twilio: every call the telephony provider makes", async () => {
    const twilio = createTwilioTelephony({
      accountSid: SID,
      authToken: TOKEN,
      numberUS: "+12025550111",
      publicBaseUrl: "https://refline.example",
      httpClient: redirectingTwilioHttpClient(twilioFake.url),
    });
    expect(await twilio.healthy()).toBe(true);
    const placed = await twilio.placeCall({
      to: "+14155550100",
      from: "+12025550111",
      attemptKey: "a",
      callLogId: 5,
    });
    await twilio.findCallForAttempt("a", "+14155550100", new Date(Date.now() - 60_000));
    await twilio.sendSms({ to: "+14155550100", from: "+12025550111", body: "Hello", idempotencyKey: "s" });
    await twilio.startRecording!(placed.callSid, 5);
    await twilio.deleteRecordings!(placed.callSid);
    await twilio.placeTwimlCall!("+14155550100", "+12025550111", "<Response><Say>Hi</Say></Response>");
    await twilio.updateCallTwiml!(placed.callSid, "<Response><Hangup/></Response>");
    expect(twilioFake.requests.length).toBeGreaterThanOrEqual(8);
    const problems = twilioFake.requests.flatMap((r) =>
      checkTwilioRequest({
        method: r.method,
        path: r.path,
        query: formToObject(r.query),
        body: formToObject(r.form),
      }),
    );
    expect(problems).toEqual([]);
  });

  it("Postmark: sends with attachments, the metadata search and the health check", async () => {
    const email = createPostmarkEmail(db.db, {
      serverToken: "test-server-token",
      from: "reports@refline.example",
      requestHost: postmarkFake.host,
    });
    expect(await email.healthy()).toBe(true);
    await email.send({
      to: "requester@example.com",
      subject: "Your report",
      text: "Attached.",
      html: "<p>Attached.</p>",
      tag: "report",
      idempotencyKey: "report:1",
      attachments: [
        { filename: "report.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.7") },
      ],
    });
    await email.findSent!("report:unknown");
    expect(postmarkFake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /server",
      "POST /email",
      "GET /messages/outbound",
    ]);
    const problems = postmarkFake.requests.flatMap((r) =>
      checkPostmarkRequest({ method: r.method, path: r.path, query: formToObject(r.query), body: r.body }),
    );
    expect(problems).toEqual([]);
  });
});

describe("the contract check catches what the real services refuse", () => {
  it("Postmark: an attachment with ContentID null", () => {
    const body = {
      From: "a@example.com",
      To: "b@example.com",
      Attachments: [{ Name: "r.pdf", ContentType: "application/pdf", Content: "JVBE", ContentID: null }],
    };
    expect(checkPostmarkRequest({ method: "POST", path: "/email", body }).join("\n")).toMatch(
      /Attachments\/0\/ContentID must be string/,
    );
    expect(
      checkPostmarkRequest({ method: "POST", path: "/email", body: { To: "b@example.com" } }),
    ).not.toEqual([]);
  });

  it("Stripe: an unknown parameter, a wrong type, an unknown operation", () => {
    const ok = { amount: "4900", currency: "usd", automatic_payment_methods: { enabled: "true" } };
    expect(checkStripeRequest({ method: "POST", path: "/v1/payment_intents", body: ok })).toEqual([]);
    expect(
      checkStripeRequest({
        method: "POST",
        path: "/v1/payment_intents",
        body: { ...ok, amount_cents: "1" },
      }).join(),
    ).toMatch(/amount_cents/);
    expect(
      checkStripeRequest({
        method: "POST",
        path: "/v1/payment_intents",
        body: { ...ok, amount: "forty-nine" },
      }),
    ).not.toEqual([]);
    expect(checkStripeRequest({ method: "POST", path: "/v1/charges/ch_1/dispute", body: {} }).join()).toMatch(
      /no such operation/,
    );
  });

  it("Twilio: a misspelt parameter and a value outside its enum", () => {
    const path = `/2010-04-01/Accounts/${SID}/Calls.json`;
    const ok = { To: "+14155550100", From: "+12025550111", Twiml: "<Response/>", TimeLimit: "120" };
    expect(checkTwilioRequest({ method: "POST", path, body: ok })).toEqual([]);
    expect(
      checkTwilioRequest({ method: "POST", path, body: { ...ok, StatusCallbak: "https://x" } }).join(),
    ).toMatch(/StatusCallbak/);
    expect(
      checkTwilioRequest({ method: "POST", path, body: { ...ok, StatusCallbackMethod: "PUT" } }),
    ).not.toEqual([]);
    expect(checkTwilioRequest({ method: "POST", path, body: { ...ok, Timeout: "soon" } })).not.toEqual([]);
  });
});
