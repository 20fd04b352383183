import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../errors";
import { normalizePhone } from "../../shared/phone";
import type { Deps } from "../deps";
import { buildTestTwiml, twimlSchema } from "./twiml";

/** spec §5 basic test call: phone required, at least 10 digits. */
export const basicCallSchema = z.object({
  phoneNumber: z
    .string({ error: "Please enter your phone number" })
    .trim()
    .min(1, { message: "Please enter your phone number", abort: true })
    .refine((v) => normalizePhone(v) !== null, "Please enter a valid phone number"),
});

/** spec §5 voice tester: phone non-empty after trimming. */
export const voiceCallSchema = twimlSchema.extend({
  phoneNumber: z
    .string({ error: "Please enter your phone number to receive the test call" })
    .trim()
    .min(1, { message: "Please enter your phone number to receive the test call", abort: true })
    .refine((v) => normalizePhone(v) !== null, "Please enter a valid phone number"),
});

async function dialTest(deps: Deps, to: string, twiml: string, logs: string[]): Promise<string> {
  const telephony = deps.providers.telephony;
  const from = telephony.callerNumberFor(to);
  const key = `test:${randomUUID()}`;
  logs.push(`Provider: ${telephony.name} (${telephony.mode})`);
  logs.push(`Calling ${to} from ${from}`);
  // The live provider plays the TwiML through calls.create({ to, from, twiml }); the simulated
  // carrier has no such call and falls through to its ordinary dial below.
  if (telephony.placeTwimlCall) return telephony.placeTwimlCall(to, from, twiml);
  if (telephony.mode !== "simulated")
    throw new AppError("UNAVAILABLE", "The live telephony provider cannot place test calls in this build");
  // callLogId 0 belongs to no check: the simulated carrier rings, the voice socket ends the call.
  const placed = await telephony.placeCall({ to, from, attemptKey: key, callLogId: 0, persona: "test" });
  logs.push("Simulated carrier accepted the call (no real phone rings)");
  return placed.callSid;
}

export interface BasicCallResult {
  success: boolean;
  message: string;
  error?: string;
  callSid?: string;
  logs: string[];
  fullError?: string;
}

/** /test-basic-call: one short call that says hello, with a step-by-step log. */
export async function basicTestCall(deps: Deps, phoneNumber: string): Promise<BasicCallResult> {
  const to = normalizePhone(phoneNumber)!;
  const logs = [`Normalized ${phoneNumber} to ${to}`];
  const twiml = buildTestTwiml({
    voice: "Google.en-US-Neural2-F",
    speed: 95,
    testType: "intro",
    script: `Hello from ${deps.config.env.PRODUCT_NAME}. This is a basic test call. Your telephony is working.`,
  });
  try {
    const callSid = await dialTest(deps, to, twiml, logs);
    logs.push(`Call placed: ${callSid}`);
    return { success: true, message: "Check your phone for the test call!", callSid, logs };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logs.push(`Failed: ${message}`);
    return {
      success: false,
      message: "Call Test Failed",
      error: message,
      logs,
      fullError: err instanceof Error ? (err.stack ?? message) : message,
    };
  }
}

/** /test-voices: plays a script in a voice at a speed. */
export async function voiceTestCall(deps: Deps, input: z.output<typeof voiceCallSchema>) {
  const twiml = buildTestTwiml(input);
  const logs: string[] = [];
  const callId = await dialTest(deps, normalizePhone(input.phoneNumber)!, twiml, logs);
  return { success: true, callId, twiml, logs };
}

/** GET /api/debug-twilio: which telephony settings are present, never their values. */
export async function telephonyDebug(deps: Deps) {
  const keys = deps.providers.keys;
  const [sid, token, us, ca] = await Promise.all([
    keys.get("TWILIO_ACCOUNT_SID"),
    keys.get("TWILIO_AUTH_TOKEN"),
    keys.get("TWILIO_PHONE_NUMBER_US"),
    keys.get("TWILIO_PHONE_NUMBER_CA"),
  ]);
  const sources = await keys.sources();
  return {
    envVarsPresent: { accountSid: !!sid, authToken: !!token, phoneNumberUS: !!us, phoneNumberCA: !!ca },
    phoneNumbers: { us: us ?? null, ca: ca ?? null },
    accountSidPrefix: sid ? `${sid.slice(0, 6)}…` : null,
    authTokenPrefix: token ? `${token.slice(0, 2)}…` : null,
    nodeEnv: deps.config.env.NODE_ENV,
    allTwilioEnvVars: Object.keys(process.env)
      .filter((k) => k.startsWith("TWILIO_"))
      .sort(),
    provider: deps.providers.telephony.name,
    mode: deps.providers.telephony.mode,
    keySources: {
      accountSid: sources.TWILIO_ACCOUNT_SID.source,
      authToken: sources.TWILIO_AUTH_TOKEN.source,
    },
    callerNumberUS: deps.providers.telephony.callerNumberFor("+12025550100"),
  };
}
