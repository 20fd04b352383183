import { adminProcedure } from "../../init";
import { settleSmsReply, smsReplyActionSchema } from "../../../services/calls/sms-replies";
import { audited } from "../../../services/insights/audit";
import { callingWindowQuerySchema, lookUpCallingWindow } from "../../../services/scheduling/lookup";
import { actorOf } from "./inputs";

/** Calling (services/calls, services/scheduling): references' texts and the calling rules. */
export const adminCallProcedures = {
  /** Settle a reference's free-text SMS reply: handled, or opt the number out. */
  smsReplyAction: adminProcedure.input(smsReplyActionSchema).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "sms-reply-settled",
      null,
      () => settleSmsReply(ctx.deps, input),
      (r) => ({ messageId: r.id, action: r.action, referencesOptedOut: r.referencesOptedOut }),
    ),
  ),
  /** "When will you call my reference?": the calling rules for one number at one instant. */
  callingWindow: adminProcedure
    .input(callingWindowQuerySchema)
    .query(({ ctx, input }) => lookUpCallingWindow(ctx.deps.now(), input)),
};
