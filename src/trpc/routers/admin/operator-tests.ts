import { adminProcedure } from "../../init";
import { perMinute } from "../../rate-limit";
import { listApiKeys, saveApiKey, saveApiKeySchema } from "../../../services/operator-tests/api-keys";
import { createTestCheck, initiateCalls, quickTestSchema } from "../../../services/operator-tests/quick-test";
import {
  basicCallSchema,
  basicTestCall,
  telephonyDebug,
  voiceCallSchema,
  voiceTestCall,
} from "../../../services/operator-tests/test-calls";
import { buildTestTwiml, twimlSchema } from "../../../services/operator-tests/twiml";
import {
  simulateConversation,
  simulateInterview,
  simulateInterviewSchema,
  simulateSchema,
} from "../../../simulation/interview/simulator";
import { audited, recordAudit } from "../../../services/insights/audit";
import { actorOf, checkIdInput } from "./inputs";

/** The operator test pages (spec §2.2–§2.5) and provider keys. */
export const adminTestProcedures = {
  basicCall: adminProcedure
    .use(perMinute(10))
    .input(basicCallSchema)
    // A test call rings a real phone when telephony is live: every one is audited.
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "test-call",
        null,
        () => basicTestCall(ctx.deps, input, actorOf(ctx)),
        (r) => ({ kind: "basic", to: input.phoneNumber, success: r.success, callSid: r.callSid ?? null }),
      ),
    ),
  debugTelephony: adminProcedure.query(({ ctx }) => telephonyDebug(ctx.deps)),
  voiceCall: adminProcedure
    .use(perMinute(10))
    .input(voiceCallSchema)
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "test-call",
        null,
        () => voiceTestCall(ctx.deps, input, actorOf(ctx)),
        (r) => ({
          kind: "voice",
          to: input.phoneNumber,
          voice: input.voice,
          success: true,
          callSid: r.callId,
        }),
      ),
    ),
  generateTwiml: adminProcedure
    .input(twimlSchema)
    .mutation(({ input }) => ({ twiml: buildTestTwiml(input) })),
  createCheck: adminProcedure.input(quickTestSchema).mutation(async ({ ctx, input }) => {
    const r = await createTestCheck(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    await recordAudit(ctx.deps, actorOf(ctx), "test-check-created", r.referenceCheckId);
    return r;
  }),
  initiateCalls: adminProcedure
    .input(checkIdInput)
    .mutation(({ ctx, input }) =>
      audited(ctx.deps, actorOf(ctx), "test-calls-started", input.id, () =>
        initiateCalls(ctx.deps, input.id),
      ),
    ),
  /** /test-voice-agent: one turn of the simulated conversation through the interview engine. */
  simulate: adminProcedure
    .input(simulateSchema)
    .mutation(({ ctx, input }) => simulateConversation(ctx.deps, input)),
  /** POST /api/admin/simulate-interview: the real engine over a scripted call. */
  simulateInterview: adminProcedure
    .input(simulateInterviewSchema)
    .mutation(({ ctx, input }) => simulateInterview(ctx.deps, input)),
  apiKeys: adminProcedure.query(({ ctx }) => listApiKeys(ctx.deps)),
  saveApiKey: adminProcedure.input(saveApiKeySchema).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "key-saved",
      null,
      () => saveApiKey(ctx.deps, input),
      (r) => ({
        keyName: r.keyName,
      }),
    ),
  ),
};
