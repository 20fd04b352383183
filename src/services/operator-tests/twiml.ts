import twilio from "twilio";
import type VoiceResponse from "twilio/lib/twiml/VoiceResponse";
import { z } from "zod";
import { DEFAULT_VOICE, SPEED, VOICE_IDS } from "../../shared/voices";

export const twimlSchema = z.object({
  voice: z
    .enum(VOICE_IDS, { error: `must be one of ${VOICE_IDS.join(", ")}` })
    .optional()
    .default(DEFAULT_VOICE),
  speed: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(SPEED.min, `must be between ${SPEED.min} and ${SPEED.max}`)
    .max(SPEED.max, `must be between ${SPEED.min} and ${SPEED.max}`)
    .refine((n) => n % SPEED.step === 0, `must be a multiple of ${SPEED.step}`)
    .optional()
    .default(SPEED.default),
  script: z
    .string({ error: "Please enter a script" })
    .trim()
    .min(1, "Please enter a script")
    .max(2000, "must be at most 2000 characters"),
  testType: z.enum(["intro", "followup"], { error: "must be intro or followup" }).optional().default("intro"),
});
export type TwimlInput = z.output<typeof twimlSchema>;

/**
 * The TwiML a voice test plays: the script in the chosen voice at the chosen speed (SSML
 * prosody), a pause, and a goodbye. Built with Twilio's own builder, so text is escaped.
 */
export function buildTestTwiml(input: TwimlInput): string {
  const response = new twilio.twiml.VoiceResponse();
  const attrs = { voice: input.voice, language: "en-US" } as VoiceResponse.SayAttributes;
  response.say(attrs, "").prosody({ rate: `${input.speed}%` }, input.script);
  response.pause({ length: 1 });
  response
    .say(attrs, "")
    .prosody(
      { rate: `${input.speed}%` },
      `This was a ${input.testType === "intro" ? "introduction" : "follow-up"} voice test. Goodbye.`,
    );
  response.hangup();
  return response.toString();
}
