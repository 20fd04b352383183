import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import superjson from "superjson";
import { referenceChecks } from "../../src/db/schema";
import { checkPayload, uniquePhone, type TestApp } from "./app";

export async function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** A paid check (not the first, so not free) with the given reference names. */
export async function createPaidCheck(t: TestApp, names: string[] = ["Pat Kim"]) {
  const refs = Object.fromEntries(
    names.map((name, i) => [
      `reference${i + 1}`,
      { name, phone: uniquePhone(), relationship: i === 0 ? "direct-manager" : "colleague" },
    ]),
  );
  const res = await postJson(
    t,
    "/api/reference-checks",
    checkPayload({ freeCheck: false, isFirstTimeUser: false, ...refs }),
  );
  if (res.status !== 201) throw new Error(`create check: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as { referenceCheckId: number; id: string; checkoutToken: string };
  return {
    ...created,
    /** The payment calls' payload as the creating browser sends it (id plus checkout token). */
    pay: { referenceCheckId: created.referenceCheckId, checkoutToken: created.checkoutToken },
    check: () => loadCheckRow(t, created.referenceCheckId),
  };
}

export async function loadCheckRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
  return row!;
}

/** Calls a tRPC procedure over HTTP as the operator API token. */
export async function adminTrpc(
  t: TestApp,
  token: string,
  path: string,
  input: unknown,
  kind: "mutation" | "query",
) {
  const res =
    kind === "mutation"
      ? await fetch(`${t.url}/trpc/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify(superjson.serialize(input)),
        })
      : await fetch(
          `${t.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
  const body = (await res.json()) as { result?: { data: unknown }; error?: { json: { message: string } } };
  return {
    status: res.status,
    data: body.result ? superjson.deserialize(body.result.data as never) : null,
    error: body.error,
  };
}

/** Pays a check with the simulated card form's API (test card 4242…) and waits until it is paid. */
export async function payWithTestCard(t: TestApp, c: { referenceCheckId: number; checkoutToken: string }) {
  const { referenceCheckId } = c;
  const intent = (await (
    await postJson(t, "/api/create-payment-intent", { referenceCheckId, checkoutToken: c.checkoutToken })
  ).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const res = await postJson(t, "/sim/payments/confirm", {
    clientSecret: intent.clientSecret,
    card: { number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  if (res.status !== 200) throw new Error(`pay: ${res.status} ${await res.text()}`);
  const end = Date.now() + 20_000;
  while ((await loadCheckRow(t, referenceCheckId)).paymentStatus !== "paid") {
    if (Date.now() > end) throw new Error(`check ${referenceCheckId} was not paid in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return intent;
}

/**
 * Puts a check created through the API into the browser's pending checkout data, exactly as the
 * request form stores it after submitting (keys of web/src/lib/pending-checkout.ts), so the
 * checkout pages treat this browser as the one that created the check.
 */
export async function holdPendingCheckout(
  page: Page,
  t: TestApp,
  c: { referenceCheckId: number; checkoutToken: string },
  extra: { email?: string; referenceCount?: number; amount?: number; candidateName?: string } = {},
  /** Local storage is per origin: the origin the browser will use (the hosted checkout returns to PUBLIC_BASE_URL). */
  origin = t.url,
) {
  await page.goto(`${origin}/faq`);
  await page.evaluate(
    ({ id, checkoutToken, extra }) => {
      const entry = { email: "", referenceCount: 1, amount: 0, candidateName: "", ...extra, checkoutToken };
      localStorage.setItem("pendingCheckout", JSON.stringify(entry));
      localStorage.setItem("pendingReferenceCheckId", String(id));
      localStorage.setItem(`ref-check-${id}`, JSON.stringify({ ...entry, id }));
    },
    { id: c.referenceCheckId, checkoutToken: c.checkoutToken, extra },
  );
}

export interface ReceiptAnswer {
  amount: number;
  bought: { references: number; each: number; total: number };
  refunds: { amount: number; reason: string; pending: boolean }[];
  net: number;
  phase: { kind: string; words: { money: string | null } };
}

/** What the success and thank-you pages show: the receipt route, as the page asks it. */
export async function receiptOf(
  t: TestApp,
  p: { referenceCheckId: number; checkoutToken: string; sessionId: string },
): Promise<ReceiptAnswer> {
  const input = encodeURIComponent(JSON.stringify({ json: p }));
  const res = await fetch(`${t.url}/trpc/payments.receipt?input=${input}`);
  if (res.status !== 200) throw new Error(`receipt: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: { json: ReceiptAnswer } } }).result.data.json;
}
