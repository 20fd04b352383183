import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simCalls, simRecordings, simSms } from "../../src/db/schema";
import { deriveSecret, loadInstallationSecret } from "../../src/providers/installation-secret";
import { CARRIER_TOKEN_HEADER } from "../../src/simulation/carrier/telephony";
import { startTestApp, type TestApp } from "../support/app";

/**
 * The simulated providers hold no secret from the source: the carrier answers only the product's
 * own processes (a token derived from the installation's random secret), and the simulated Stripe
 * webhook secret is different in every installation.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([startTestApp(), startTestApp()]);
}, 60_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

const carrier = (t: TestApp, path: string, body: unknown, token?: string, method = "POST") =>
  fetch(`${t.url}/sim/carrier${path}`, {
    method,
    headers: {
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
      ...(token === undefined ? {} : { [CARRIER_TOKEN_HEADER]: token }),
    },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });

const ledger = async (t: TestApp) => ({
  calls: await t.deps.db.select().from(simCalls),
  sms: await t.deps.db.select().from(simSms),
  recordings: await t.deps.db.select().from(simRecordings),
});

describe("the simulated carrier", () => {
  const dial = { to: "+14155550100", from: "+15005550006", attemptKey: "1:1:1", callLogId: 1 };
  const attacks: [string, unknown, string][] = [
    ["/calls", dial, "POST"],
    ["/calls/lookup", { attemptKey: "1:1:1" }, "POST"],
    ["/sms", { to: "+14155550100", from: "+1500", body: "URGENT: your bank", idempotencyKey: "x" }, "POST"],
    ["/recordings/delete", { callSid: "CAsim0" }, "POST"],
    ["/calls/CAsim0/recordings", {}, "POST"],
    ["/recordings/REsim0", undefined, "GET"],
  ];

  it("refuses every route without the carrier token, or with another installation's: 401, nothing written", async () => {
    const before = await ledger(a);
    for (const [path, body, method] of attacks) {
      for (const token of [undefined, "", "guess", b.deps.providers.simulatedCarrierToken]) {
        const res = await carrier(a, path, body, token, method);
        expect(res.status, `${method} ${path} with ${token === undefined ? "no" : "a wrong"} token`).toBe(
          401,
        );
      }
    }
    expect(await ledger(a)).toEqual(before);
  });

  it("answers the product's own processes (the token its providers send)", async () => {
    const token = a.deps.providers.simulatedCarrierToken;
    const sms = await carrier(
      a,
      "/sms",
      { to: "+14155550100", from: "+15005550006", body: "hello", idempotencyKey: "own-1" },
      token,
    );
    expect(sms.status).toBe(200);
    expect(await sms.json()).toMatchObject({ messageSid: expect.stringMatching(/^SMsim/) });
    const lookup = await carrier(a, "/calls/lookup", { attemptKey: "none" }, token);
    expect(await lookup.json()).toEqual({ callSid: null });
    // The provider object the worker uses sends it by itself.
    await expect(
      a.deps.providers.telephony.sendSms({
        to: "+14155550101",
        from: "+15005550006",
        body: "hi",
        idempotencyKey: "own-2",
      }),
    ).resolves.toMatchObject({ messageSid: expect.stringMatching(/^SMsim/) });
  });
});

describe("per-installation secrets", () => {
  it("two installations share no carrier token and no simulated webhook secret", () => {
    expect(a.deps.providers.simulatedCarrierToken).not.toBe(b.deps.providers.simulatedCarrierToken);
    expect(a.deps.providers.simulatedCarrierToken.length).toBeGreaterThanOrEqual(43);
  });

  it("a Stripe event signed with the secret that used to be in the source is refused; the installation's is accepted", async () => {
    const signer = new Stripe("sk_test_x", { telemetry: false });
    const payload = JSON.stringify({
      id: `evt_${Date.now()}`,
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_x", object: "customer" } },
    });
    const post = (secret: string) =>
      fetch(`${a.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
    expect((await post("whsec_simulated_refline_not_a_real_secret")).status).toBe(400);
    const own = `whsec_${deriveSecret(await loadInstallationSecret(a.deps.db), "simulated-stripe-webhook")}`;
    expect((await post(own)).status).toBe(200);
    // Another installation's secret does not work here either: it is not guessable from outside.
    const signedElsewhere = await fetch(`${b.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_guess" }),
      },
      body: payload,
    });
    expect(signedElsewhere.status).toBe(400);
  });
});
