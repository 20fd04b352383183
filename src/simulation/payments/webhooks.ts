import type Stripe from "stripe";
import { newId, type Obj } from "./objects";

/**
 * Delivers the simulated account's events to our own /api/webhooks/stripe, signed as Stripe signs
 * them, with up to three attempts. `settled` resolves when every delivery started so far is done.
 */
export function webhookSender(opts: {
  baseUrl: string;
  secret: string;
  signer: Stripe;
  now: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { secret, signer, now } = opts;
  const inflight = new Set<Promise<void>>();

  function deliver(type: string, object: Obj) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: "simulated",
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const p = (async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const header = signer.webhooks.generateTestHeaderString({
            payload,
            secret,
            timestamp: Math.floor(now().getTime() / 1000),
          });
          const res = await fetch(`${opts.baseUrl}/api/webhooks/stripe`, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": header },
            body: payload,
          });
          if (res.ok) return;
          opts.log?.warn({ status: res.status, type }, "simulated webhook refused");
        } catch (err) {
          opts.log?.warn({ err, type }, "simulated webhook delivery failed");
        }
        await new Promise((r) => setTimeout(r, 300 * attempt));
      }
    })();
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

  async function settled() {
    while (inflight.size) await Promise.allSettled([...inflight]);
  }
  return { deliver, settled };
}
