import type { FastifyInstance } from "fastify";
import { body, restRoute } from "./adapter";
import type { ContextMaker } from "./types";

/** spec customer-side §7: the payment paths. Amounts are the server's; see services/payments. */
export function registerPaymentsRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "POST", "/api/create-payment-intent", (c, req) =>
    c.payments.createPaymentIntent(body(req) as never),
  );
  restRoute(app, ctx, "POST", "/api/confirm-payment", (c, req) =>
    c.payments.confirmPayment(body(req) as never),
  );
  restRoute(app, ctx, "POST", "/api/create-checkout-session", (c, req) =>
    c.payments.createCheckoutSession(body(req) as never),
  );
}
