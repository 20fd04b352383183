import { checkRequestSchema } from "../../../shared/check-request";
import { adminProcedure } from "../../init";
import { listApiKeys, saveApiKey, saveApiKeySchema } from "../../../services/admin/api-keys";
import { createTestCheck, initiateCalls } from "../../../services/admin/quick-test";
import {
  basicCallSchema,
  basicTestCall,
  telephonyDebug,
  voiceCallSchema,
  voiceTestCall,
} from "../../../services/admin/test-calls";
import { buildTestTwiml, twimlSchema } from "../../../services/admin/twiml";
import { simulateConversation, simulateSchema } from "../../../services/admin/voice-agent";
import { checkIdInput } from "./inputs";

/** The operator test pages (spec §2.2–§2.5) and provider keys. */
export const adminTestProcedures = {
  basicCall: adminProcedure
    .input(basicCallSchema)
    .mutation(({ ctx, input }) => basicTestCall(ctx.deps, input.phoneNumber)),
  debugTelephony: adminProcedure.query(({ ctx }) => telephonyDebug(ctx.deps)),
  voiceCall: adminProcedure
    .input(voiceCallSchema)
    .mutation(({ ctx, input }) => voiceTestCall(ctx.deps, input)),
  generateTwiml: adminProcedure
    .input(twimlSchema)
    .mutation(({ input }) => ({ twiml: buildTestTwiml(input) })),
  createCheck: adminProcedure
    .input(checkRequestSchema)
    .mutation(({ ctx, input }) => createTestCheck(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  initiateCalls: adminProcedure
    .input(checkIdInput)
    .mutation(({ ctx, input }) => initiateCalls(ctx.deps, input.id)),
  /** /test-voice-agent: one turn of the simulated conversation through the interview engine. */
  simulate: adminProcedure
    .input(simulateSchema)
    .mutation(({ ctx, input }) => simulateConversation(ctx.deps, input)),
  apiKeys: adminProcedure.query(({ ctx }) => listApiKeys(ctx.deps)),
  saveApiKey: adminProcedure
    .input(saveApiKeySchema)
    .mutation(({ ctx, input }) => saveApiKey(ctx.deps, input)),
};
