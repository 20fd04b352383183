import type { FastifyInstance } from "fastify";
import twilio from "twilio";
import { sayTwiml } from "../../providers/telephony/twiml";
import { handleAmd, handleCallStatus, handleRecording } from "../../services/calls/callbacks";
import { arrangeCallBack, inboundGreeting } from "../../services/calls/inbound";
import { handleInboundSms } from "../../services/calls/sms";
import type { Deps } from "../../services/deps";
import { answerCallTwiml } from "../voice/answer";
import { callLogIdOf, twilioWebhookScope, twiml, type TwilioParams } from "./twilio-signature";

/**
 * Twilio's webhooks, all under /api/webhooks/twilio/ and all signature-checked: the answer TwiML
 * that hands a call to ConversationRelay, call status, answering-machine detection, recordings,
 * inbound calls (answered with a call-back, never an interview) and inbound SMS (LATER / STOP / anything else).
 */
export async function registerTwilioWebhooks(app: FastifyInstance, deps: Deps) {
  const base = deps.config.publicBaseUrl;
  const actionUrl = `${base}/api/webhooks/twilio/voice/ended`;
  const hangup = () => `<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>`;

  await twilioWebhookScope(
    app,
    {
      authToken: async () => (await deps.providers.keys.get("TWILIO_AUTH_TOKEN")) ?? "",
      publicBaseUrl: base,
    },
    (scope) => {
      const body = (req: { body: unknown }) => (req.body ?? {}) as TwilioParams;

      // The answer hands the call to ConversationRelay with a fresh single-use secret for setup.
      scope.post("/api/webhooks/twilio/voice/answer", async (req, reply) => {
        const id = callLogIdOf(req);
        const xml = id ? await answerCallTwiml(deps, id, body(req).CallSid ?? "", { actionUrl }) : null;
        return twiml(reply, xml ?? hangup());
      });

      scope.post("/api/webhooks/twilio/voice/ended", async (_req, reply) => twiml(reply, hangup()));

      scope.post("/api/webhooks/twilio/status", async (req, reply) => {
        const id = callLogIdOf(req);
        if (id) await handleCallStatus(deps, id, body(req));
        return reply.code(204).send();
      });

      scope.post("/api/webhooks/twilio/amd", async (req, reply) => {
        const id = callLogIdOf(req);
        if (id) await handleAmd(deps, id, body(req));
        return reply.code(204).send();
      });

      scope.post("/api/webhooks/twilio/recording", async (req, reply) => {
        const id = callLogIdOf(req);
        if (id) await handleRecording(deps, id, body(req));
        return reply.code(204).send();
      });

      // Caller ID proves nothing: an inbound caller hears only who we are and why, and a reference's
      // number is called back outbound (services/calls/inbound.ts) instead of being interviewed here.
      scope.post("/api/webhooks/twilio/voice/inbound", async (req, reply) => {
        await arrangeCallBack(deps, body(req).From ?? "");
        return twiml(
          reply,
          sayTwiml(inboundGreeting(deps.config.env.PRODUCT_NAME), {
            voice: deps.config.env.VOICE,
            speed: deps.config.env.VOICE_SPEED,
          }),
        );
      });

      scope.post("/api/webhooks/twilio/sms", async (req, reply) => {
        const p = body(req);
        const answer = await handleInboundSms(deps, {
          from: p.From ?? "",
          to: p.To ?? "",
          body: p.Body ?? "",
          messageSid: p.MessageSid ?? p.SmsSid ?? "",
        });
        const response = new twilio.twiml.MessagingResponse();
        if (answer) response.message(answer);
        return twiml(reply, response.toString());
      });

      scope.post("/api/webhooks/twilio/sms/status", async (_req, reply) => reply.code(204).send());
    },
  );
}
