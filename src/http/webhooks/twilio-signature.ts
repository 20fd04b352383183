import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import twilio from "twilio";

export type TwilioParams = Record<string, string>;

/**
 * A scope for Twilio's webhooks: form bodies are parsed into plain params, and every request must
 * carry a valid X-Twilio-Signature for the exact public URL Twilio called (403 otherwise).
 */
export async function twilioWebhookScope(
  app: FastifyInstance,
  /** authToken is read per request: a token saved on /api-keys applies without a restart. */
  opts: { authToken: () => Promise<string>; publicBaseUrl: string },
  register: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addHook("preHandler", async (req: FastifyRequest, reply: FastifyReply) => {
      const signature = req.headers["x-twilio-signature"];
      const url = opts.publicBaseUrl.replace(/\/$/, "") + req.url;
      const params = (req.body ?? {}) as TwilioParams;
      const token = await opts.authToken();
      if (typeof signature !== "string" || !token || !twilio.validateRequest(token, signature, url, params))
        return reply.code(403).type("text/plain; charset=utf-8").send("Invalid Twilio signature");
    });
    register(scope);
  });
}

export function twiml(reply: FastifyReply, xml: string) {
  return reply.type("text/xml; charset=utf-8").send(xml);
}

export function callLogIdOf(req: FastifyRequest): number | null {
  const n = Number((req.query as Record<string, string>)?.callLogId);
  return Number.isInteger(n) && n > 0 ? n : null;
}
