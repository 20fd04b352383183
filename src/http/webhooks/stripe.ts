import type { FastifyInstance } from "fastify";
import { WebhookSignatureError } from "../../providers/payments/types";
import type { Deps } from "../../services/deps";
import { handlePaymentEvent } from "../../services/payments/webhook";

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes Stripe sent, so this route lives
 * in its own encapsulated plugin whose only body parser keeps the raw Buffer; the rest of the app
 * keeps parsing JSON. A missing, forged or stale signature is a 400 and changes nothing.
 */
/** Stripe's own ceiling for an event is far below this. */
const STRIPE_BODY_LIMIT = 256 * 1024;

export async function registerStripeWebhook(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Stripe's events are usually a few kilobytes, but an event carries whole objects (a charge
    // with its metadata): its own limit, above the app's small default. Only a signature check
    // reads the raw bytes before they are trusted.
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_req, payload, done) => done(null, payload));
    scope.post(
      "/api/webhooks/stripe",
      { bodyLimit: STRIPE_BODY_LIMIT, config: { rateLimit: false } },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from("");
        const signature = req.headers["stripe-signature"];
        let event;
        try {
          // Freshness is about the transport, so it is judged by the wall clock, not the app's clock.
          event = deps.providers.payments.verifyWebhook(
            raw,
            typeof signature === "string" ? signature : undefined,
            new Date(),
          );
        } catch (err) {
          if (err instanceof WebhookSignatureError) {
            req.log.warn({ reason: err.message }, "stripe webhook refused");
            return reply.code(400).type("text/plain; charset=utf-8").send(err.message);
          }
          throw err;
        }
        // An error while applying it is a 500: Stripe retries, and nothing was half-written.
        const outcome = await handlePaymentEvent(deps, event);
        return reply.send({ received: true, outcome });
      },
    );
  });
}
