import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError, badRequest } from "../../errors";
import { checkPhone, normalizePhone } from "../../shared/phone";
import { windowsIgnored } from "../scheduling/schedule";
import { lookUpCallingWindow } from "../scheduling/lookup";
import { insideLegalHours, isCallable } from "../scheduling/windows";
import { callingWindowFor } from "../scheduling/zones";
import { recordAudit, type AuditActor } from "../insights/audit";
import type { Deps } from "../deps";
import { buildTestTwiml, twimlSchema } from "./twiml";

/**
 * A test call rings a real phone, so it follows the same rules as a reference's call: the number
 * must be inside coverage and a valid direct line, and the call starts only inside the product's
 * calling hours where the number may ring. An operator who must test outside those hours says so
 * explicitly, with a reason, and the override is written to the audit log. Nothing overrides
 * coverage or the legal hours (8:00–21:00 local in every zone the number may be in).
 */
const overrideFields = {
  overrideHours: z.boolean({ error: "must be true or false" }).optional().default(false),
  overrideReason: z
    .string({ error: "must be text" })
    .trim()
    .max(300, "must be at most 300 characters")
    .optional(),
};
const OVERRIDE_REASON = "Please say why this test call must be placed outside calling hours";
const reasonGiven = (v: { overrideHours: boolean; overrideReason?: string }) =>
  !v.overrideHours || (v.overrideReason ?? "").length >= 5;

/** spec §5 basic test call: phone required, at least 10 digits. */
export const basicCallSchema = z
  .object({
    phoneNumber: z
      .string({ error: "Please enter your phone number" })
      .trim()
      .min(1, { message: "Please enter your phone number", abort: true })
      .refine((v) => normalizePhone(v) !== null, "Please enter a valid phone number"),
    ...overrideFields,
  })
  .refine(reasonGiven, { message: OVERRIDE_REASON, path: ["overrideReason"] });

/** spec §5 voice tester: phone non-empty after trimming. */
export const voiceCallSchema = twimlSchema
  .extend({
    phoneNumber: z
      .string({ error: "Please enter your phone number to receive the test call" })
      .trim()
      .min(1, { message: "Please enter your phone number to receive the test call", abort: true })
      .refine((v) => normalizePhone(v) !== null, "Please enter a valid phone number"),
    ...overrideFields,
  })
  .refine(reasonGiven, { message: OVERRIDE_REASON, path: ["overrideReason"] });

const NOT_PLACED = "Test call not placed";

interface TestCallRules {
  overrideHours: boolean;
  overrideReason?: string;
}

/**
 * Whether a test call to `to` may start now: coverage and a direct line, the legal hours always,
 * the product's calling hours unless the operator overrides them (audited). Throws a field error
 * on the phone otherwise. Returns the log lines to show.
 */
export async function testCallAllowed(
  deps: Deps,
  to: string,
  rules: TestCallRules,
  actor: AuditActor | null,
): Promise<string[]> {
  const checked = checkPhone(to);
  if (!checked.ok) throw badRequest(NOT_PLACED, { phoneNumber: [checked.message] });
  // A demo with the simulated carrier (no phone rings) keeps no hours, like a simulated reference call.
  if (windowsIgnored(deps)) return [`Simulated carrier: no phone rings, so calling hours are not applied`];
  const now = deps.now();
  const w = await callingWindowFor(to, null);
  const answer = await lookUpCallingWindow(now, { phone: to });
  const next = answer.nextOpenLocal ? ` The next calling time there is ${answer.nextOpenLocal}.` : "";
  if (!insideLegalHours(now, w.zones)) {
    const message = `It is outside 8:00–21:00 where ${to} may ring (${w.zones.join(", ")}); no call may be placed now.${next}`;
    throw badRequest(NOT_PLACED, { phoneNumber: [message] });
  }
  if (isCallable(now, w)) return [`Inside calling hours for ${to} (${w.zones.join(", ")})`];
  if (!rules.overrideHours) {
    const message = `Outside calling hours for ${to}: ${answer.reason}.${next} To call anyway, choose to call outside calling hours and give a reason.`;
    throw badRequest(NOT_PLACED, { phoneNumber: [message] });
  }
  if (!actor) throw badRequest(NOT_PLACED, { overrideReason: [OVERRIDE_REASON] });
  await recordAudit(deps, actor, "test-call-outside-hours", null, {
    phone: to,
    zones: w.zones,
    closed: answer.reason,
    reason: rules.overrideReason,
  });
  return [
    `Outside calling hours (${answer.reason}); called on the operator's override: ${rules.overrideReason}`,
  ];
}

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
export async function basicTestCall(
  deps: Deps,
  input: z.output<typeof basicCallSchema> | string,
  actor: AuditActor | null = null,
): Promise<BasicCallResult> {
  const { phoneNumber, ...rules } =
    typeof input === "string" ? { phoneNumber: input, overrideHours: false } : input;
  const to = normalizePhone(phoneNumber)!;
  const logs = [`Normalized ${phoneNumber} to ${to}`, ...(await testCallAllowed(deps, to, rules, actor))];
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
export async function voiceTestCall(
  deps: Deps,
  input: z.output<typeof voiceCallSchema>,
  actor: AuditActor | null = null,
) {
  const twiml = buildTestTwiml(input);
  const to = normalizePhone(input.phoneNumber)!;
  const logs = await testCallAllowed(deps, to, input, actor);
  const callId = await dialTest(deps, to, twiml, logs);
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
