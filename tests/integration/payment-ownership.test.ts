import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_YOURS_MESSAGE } from "../../src/services/payments/checkout-token";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import { createPaidCheck, payWithTestCard, postJson } from "../support/payments";

/**
 * Issue 13 §2: a stranger who knows (or loops over) sequential check ids must get nothing from the
 * payment paths: no client secret, amount, reference count, status id, candidate name or state.
 * Only the browser holding the check's checkout token may pay and read the receipt.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

const PATHS = ["/api/create-payment-intent", "/api/create-checkout-session", "/api/confirm-payment"];

async function trpc(path: string, input: unknown, kind: "mutation" | "query") {
  const serialized = JSON.stringify(superjson.serialize(input));
  const res =
    kind === "mutation"
      ? await fetch(`${t.url}/trpc/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: serialized,
        })
      : await fetch(`${t.url}/trpc/${path}?input=${encodeURIComponent(serialized)}`);
  return { status: res.status, text: await res.text() };
}

/** Nothing a victim's check holds appears in an answer. */
function expectNothingOf(text: string, victim: { id: string; candidate: string }) {
  expect(text).not.toContain(victim.id);
  expect(text).not.toContain(victim.candidate);
  expect(text).not.toMatch(/_secret_|clientSecret|"amount"|referenceCount|statusUrl/);
}

describe("the payment step belongs to the browser that created the check", () => {
  it("an integer id alone, or with another check's token, unlocks nothing on REST or tRPC", async () => {
    const victim = await createPaidCheck(t, ["Victim Reference"]);
    const v = { id: victim.id, candidate: "Sam Lee" };
    const attacker = await createPaidCheck(t);
    const answers: string[] = [];
    for (const path of PATHS) {
      const bare = await postJson(t, path, {
        referenceCheckId: victim.referenceCheckId,
        paymentIntentId: "pi_x",
      });
      expect(bare.status).toBe(400);
      expect(await bare.text()).toContain("checkoutToken");
      for (const checkoutToken of [attacker.checkoutToken, "guessed-token", victim.checkoutToken + "x"]) {
        const res = await postJson(t, path, {
          referenceCheckId: victim.referenceCheckId,
          checkoutToken,
          paymentIntentId: "pi_x",
        });
        expect(res.status).toBe(404);
        const text = await res.text();
        expectNothingOf(text, v);
        answers.push(text);
      }
    }
    for (const [path, kind] of [
      ["payments.createPaymentIntent", "mutation"],
      ["payments.createCheckoutSession", "mutation"],
      ["payments.confirmPayment", "mutation"],
      ["payments.receipt", "query"],
    ] as const) {
      const res = await trpc(
        path,
        {
          referenceCheckId: victim.referenceCheckId,
          checkoutToken: attacker.checkoutToken,
          paymentIntentId: "pi_x",
          sessionId: "pi_x",
        },
        kind,
      );
      expect(res.status).toBe(404);
      expectNothingOf(res.text, v);
      expect(res.text).toContain(NOT_YOURS_MESSAGE);
    }
    // One generic answer, whatever the path or the token.
    expect(new Set(answers)).toEqual(new Set([NOT_YOURS_MESSAGE]));
    // Nothing was created for the victim's check by all that.
    const row = await victim.check();
    expect([row.stripePaymentIntentId, row.stripeCheckoutSessionId, row.paymentStatus]).toEqual([
      null,
      null,
      "pending",
    ]);
  });

  it("the answer is the same for an unknown id, a paid check, a free check and a pending one", async () => {
    const attacker = await createPaidCheck(t);
    const pending = await createPaidCheck(t);
    const paid = await createPaidCheck(t);
    await payWithTestCard(t, paid);
    const freeRes = await postJson(t, "/api/reference-checks", checkPayload());
    const free = (await freeRes.json()) as { referenceCheckId: number; checkoutToken: string | null };
    expect(free.checkoutToken).toBeNull();
    const seen = new Set<string>();
    for (const id of [pending.referenceCheckId, paid.referenceCheckId, free.referenceCheckId, 987654]) {
      for (const path of ["/api/create-payment-intent", "/api/create-checkout-session"]) {
        const res = await postJson(t, path, { referenceCheckId: id, checkoutToken: attacker.checkoutToken });
        seen.add(`${res.status} ${await res.text()}`);
      }
    }
    expect([...seen]).toEqual([`404 ${NOT_YOURS_MESSAGE}`]);
  });

  it("the owner pays; the receipt needs the token, the check's own session, and the provider's word", async () => {
    const c = await createPaidCheck(t, ["Owner Reference"]);
    const other = await createPaidCheck(t);
    const intent = (await (await postJson(t, "/api/create-payment-intent", c.pay)).json()) as {
      paymentIntentId: string;
      clientSecret: string;
    };
    expect(intent.clientSecret).toMatch(/_secret_/);
    const otherIntent = (await (await postJson(t, "/api/create-payment-intent", other.pay)).json()) as {
      paymentIntentId: string;
    };
    const receipt = (input: Record<string, unknown>) => trpc("payments.receipt", input, "query");

    // Not paid yet: the provider does not report it paid, so no details.
    const early = await receipt({ ...c.pay, sessionId: intent.paymentIntentId });
    expect(early.status).toBe(402);
    expectNothingOf(early.text, { id: c.id, candidate: "Sam Lee" });

    await payWithTestCard(t, c);
    await waitFor(async () => (await c.check()).status === "processing", 15_000, "check started");
    const ok = await receipt({ ...c.pay, sessionId: intent.paymentIntentId });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain(c.id);
    // Right token with another check's payment id, or the right payment id with another token: generic.
    const mixed = await receipt({ ...c.pay, sessionId: otherIntent.paymentIntentId });
    const stolen = await receipt({ ...other.pay, sessionId: intent.paymentIntentId });
    const byId = await receipt({
      referenceCheckId: c.referenceCheckId,
      checkoutToken: other.checkoutToken,
      sessionId: intent.paymentIntentId,
    });
    for (const r of [mixed, stolen, byId]) {
      expect(r.status).toBe(404);
      expectNothingOf(r.text, { id: c.id, candidate: "Sam Lee" });
    }
    // confirm-payment from a stranger with the real intent id: nothing revealed, nothing changed.
    const confirm = await postJson(t, "/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: other.checkoutToken,
    });
    expect(confirm.status).toBe(404);
    expectNothingOf(await confirm.text(), { id: c.id, candidate: "Sam Lee" });
  });

  it("only a hash of the token is stored", async () => {
    const c = await createPaidCheck(t);
    const row = await c.check();
    expect(c.checkoutToken.length).toBeGreaterThanOrEqual(43);
    expect(row.checkoutTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(c.checkoutToken);
  });
});
