import { eq } from "drizzle-orm";
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
  const created = (await res.json()) as { referenceCheckId: number; id: string };
  return { ...created, check: () => loadCheckRow(t, created.referenceCheckId) };
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
export async function payWithTestCard(t: TestApp, referenceCheckId: number) {
  const intent = (await (await postJson(t, "/api/create-payment-intent", { referenceCheckId })).json()) as {
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
