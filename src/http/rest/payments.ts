import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { payments } = appRouter;

/** spec customer-side §7: the payment paths. Amounts are the server's; see services/payments. */
export const paymentsRoutes = [
  bind("POST /api/create-payment-intent", payments.createPaymentIntent, ({ body }) => body),
  bind("POST /api/confirm-payment", payments.confirmPayment, ({ body }) => body),
  bind("POST /api/create-checkout-session", payments.createCheckoutSession, ({ body }) => body),
];

export function registerPaymentsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, paymentsRoutes);
}
