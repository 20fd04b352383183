import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isSimulatedPayments } from "./provider";
import type { Deps } from "../../services/deps";

const card = z.object({
  number: z.string().trim().min(1, "is required").max(30),
  expiry: z.string().trim().min(1, "is required").max(10),
  cvc: z.string().trim().min(1, "is required").max(6),
});

/**
 * The browser side of simulated payments: what Stripe.js and Stripe's hosted page would do with a
 * card. Registered only when payments are simulated. Answers in Stripe.js's result shape
 * ({ paymentIntent } or { error }) so the card form handles both providers the same way.
 */
export function registerSimulatedPayments(app: FastifyInstance, deps: Deps) {
  const payments = deps.providers.payments;
  if (!isSimulatedPayments(payments)) return;

  app.post("/sim/payments/confirm", async (req, reply) => {
    const parsed = z.object({ clientSecret: z.string().min(1).max(300), card }).safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ error: { message: "Your card details are incomplete." } });
    try {
      const pi = await payments.payIntent(parsed.data.clientSecret, parsed.data.card);
      if (pi.status === "requires_payment_method")
        return {
          error: { type: "card_error", message: pi.lastError ?? "Your card was declined." },
          paymentIntent: pi,
        };
      return { paymentIntent: { id: pi.id, status: pi.status, amount: pi.amount } };
    } catch (err) {
      return reply.code(404).send({ error: { message: (err as Error).message } });
    }
  });

  app.get("/sim/payments/checkout/:id", async (req, reply) => {
    try {
      const d = await payments.describeCheckoutSession((req.params as { id: string }).id);
      return {
        id: d.session.id,
        status: d.session.status,
        amount: (d.session.amountTotal ?? 0) / 100,
        description: d.description,
        cancelUrl: d.cancelUrl,
        successUrl: d.successUrl,
      };
    } catch {
      return reply.code(404).type("text/plain").send("Checkout session not found");
    }
  });

  app.post("/sim/payments/checkout/:id/pay", async (req, reply) => {
    const parsed = z.object({ card }).safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ error: { message: "Your card details are incomplete." } });
    try {
      const id = (req.params as { id: string }).id;
      const r = await payments.payCheckoutSession(id, parsed.data.card);
      if (r.error) return { error: { message: r.error } };
      const d = await payments.describeCheckoutSession(id);
      return { redirectUrl: d.successUrl };
    } catch (err) {
      return reply.code(404).send({ error: { message: (err as Error).message } });
    }
  });
}
