import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { checkStripeRequest } from "../contracts/validate";

/**
 * A local stand-in for Stripe's REST API, reached by the real `stripe` SDK through its
 * host/port/protocol options. It implements the endpoints RefLine uses, honours Idempotency-Key
 * like Stripe (same key → same answer), records every request, and lets a test play the card
 * holder (succeed or decline an intent, complete a hosted session).
 */
export const FAKE_SECRET_KEY = "sk_test_fake_refline";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_refline_test_secret";

type Obj = Record<string, unknown>;
export interface RecordedRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | null;
}

export interface FakeStripe {
  host: string;
  port: number;
  env: Record<string, string>;
  requests: RecordedRequest[];
  intents: Map<string, Obj>;
  sessions: Map<string, Obj>;
  refunds: Map<string, Obj>;
  succeedIntent(id: string): Obj;
  declineIntent(id: string, message?: string): Obj;
  completeSession(id: string): Obj;
  /** A webhook body and Stripe-Signature header for it, signed like Stripe does. */
  signedEvent(
    type: string,
    object: Obj,
    opts?: { secret?: string; timestamp?: number; id?: string },
  ): {
    id: string;
    payload: string;
    header: string;
  };
  close(): Promise<void>;
}

/** Stripe's form encoding: a[b][0][c]=1 → { a: { b: [{ c: "1" }] } }. */
export function parseStripeForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Obj = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Obj;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const signer = new Stripe(FAKE_SECRET_KEY, { telemetry: false });

  function route(method: string, path: string, body: Obj): { status: number; body: Obj } {
    const err = (status: number, message: string, code = "resource_missing") => ({
      status,
      body: { error: { type: "invalid_request_error", code, message } },
    });
    if (method === "GET" && path === "/v1/balance")
      return { status: 200, body: { object: "balance", available: [] } };
    if (method === "POST" && path === "/v1/payment_intents") {
      const pi: Obj = {
        id: id("pi"),
        object: "payment_intent",
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        statement_descriptor_suffix: body.statement_descriptor_suffix ?? null,
        metadata: body.metadata ?? {},
        status: "requires_payment_method",
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
      };
      pi.client_secret = `${String(pi.id)}_secret_${randomBytes(8).toString("hex")}`;
      intents.set(pi.id as string, pi);
      return { status: 200, body: pi };
    }
    let m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const pi = intents.get(m[1]!);
      return pi ? { status: 200, body: pi } : err(404, `No such payment_intent: '${m[1]}'`);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const items = body.line_items as Obj[];
      const price = (items[0]!.price_data as Obj) ?? {};
      const sid = id("cs_test");
      const s: Obj = {
        id: sid,
        object: "checkout.session",
        mode: body.mode,
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: Number(price.unit_amount) * Number(items[0]!.quantity),
        currency: price.currency,
        customer_email: body.customer_email,
        metadata: body.metadata ?? {},
        payment_intent_data: body.payment_intent_data,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
      };
      sessions.set(sid, s);
      return { status: 200, body: s };
    }
    m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && m) {
      const s = sessions.get(m[1]!);
      return s ? { status: 200, body: s } : err(404, `No such checkout.session: '${m[1]}'`);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const pi = intents.get(String(body.payment_intent));
      if (!pi) return err(404, `No such payment_intent: '${String(body.payment_intent)}'`);
      if (pi.status !== "succeeded")
        return err(
          400,
          "This PaymentIntent does not have a successful charge to refund.",
          "charge_not_refundable",
        );
      const already = [...refunds.values()]
        .filter((r) => r.payment_intent === pi.id)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      const amount = body.amount ? Number(body.amount) : Number(pi.amount) - already;
      if (already + amount > Number(pi.amount))
        return err(
          400,
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge`,
          "amount_too_large",
        );
      const r: Obj = {
        id: id("re"),
        object: "refund",
        amount,
        payment_intent: pi.id,
        charge: pi.latest_charge,
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
        status: "succeeded",
      };
      refunds.set(r.id as string, r);
      return { status: 200, body: r };
    }
    return err(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const send = (status: number, body: Obj) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`)
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const body = parseStripeForm(req.method === "GET" ? url.search.slice(1) : text);
      const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
      requests.push({ method: req.method!, path: url.pathname, body, idempotencyKey: key });
      // Like Stripe, refuse what its published API definition does not allow.
      const get = req.method === "GET";
      const problems = checkStripeRequest({
        method: req.method!,
        path: url.pathname,
        ...(get ? { query: body } : { body }),
      });
      if (problems.length)
        return send(400, { error: { type: "invalid_request_error", message: problems.join("; ") } });
      if (key && req.method === "POST" && idempotent.has(`${url.pathname}:${key}`)) {
        const cached = idempotent.get(`${url.pathname}:${key}`)!;
        return send(cached.status, cached.body);
      }
      const answer = route(req.method!, url.pathname, body);
      if (key && req.method === "POST") idempotent.set(`${url.pathname}:${key}`, answer);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  const fake: FakeStripe = {
    host: "127.0.0.1",
    port,
    env: {
      PAYMENTS_PROVIDER: "live",
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake_refline",
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    requests,
    intents,
    sessions,
    refunds,
    succeedIntent(piId) {
      const pi = intents.get(piId)!;
      Object.assign(pi, { status: "succeeded", amount_received: pi.amount, latest_charge: id("ch") });
      return pi;
    },
    declineIntent(piId, message = "Your card was declined.") {
      const pi = intents.get(piId)!;
      Object.assign(pi, {
        status: "requires_payment_method",
        last_payment_error: { type: "card_error", code: "card_declined", message },
      });
      return pi;
    },
    completeSession(sid) {
      const s = sessions.get(sid)!;
      const pi = intents.get(
        route("POST", "/v1/payment_intents", {
          amount: s.amount_total,
          currency: s.currency,
          metadata: s.metadata,
        }).body.id as string,
      )!;
      fake.succeedIntent(pi.id as string);
      Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: pi.id });
      return s;
    },
    signedEvent(type, object, opts = {}) {
      const eventId = opts.id ?? id("evt");
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2026-10-28.endive",
        created: opts.timestamp ?? Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object },
      });
      const header = signer.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? FAKE_WEBHOOK_SECRET,
        ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
      });
      return { id: eventId, payload, header };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return fake;
}
