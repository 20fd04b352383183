import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { smsMessages } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError, notFound } from "../../errors";
import { optOutPhone } from "./sms";
import type { Deps } from "../deps";

export const smsReplyActionSchema = z.object({
  id: z
    .number({ error: "must be a message id" })
    .int("must be a message id")
    .positive("must be a message id"),
  action: z.enum(["handled", "opt_out"], { error: 'must be "handled" or "opt_out"' }),
});

/**
 * An operator settles a reference's text that was neither STOP nor a time: marks it handled, or
 * opts the number out as if they had texted STOP (for "please don't call me", "remove me" …).
 * Each reply is settled once; a second click answers 409.
 */
export async function settleSmsReply(deps: Deps, input: z.output<typeof smsReplyActionSchema>) {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const [msg] = await tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.id, input.id), eq(smsMessages.direction, "inbound")))
      .for("update");
    if (!msg) throw notFound("SMS reply");
    if (msg.handledAt) throw new AppError("CONFLICT", "This reply was already handled");
    const now = deps.now();
    const referencesOptedOut =
      input.action === "opt_out" ? await optOutPhone(deps, tx, enqueue, msg.fromNumber, "operator") : 0;
    await tx
      .update(smsMessages)
      .set({ handledAt: now, ...(input.action === "opt_out" ? { intent: "stop" } : {}) })
      .where(and(eq(smsMessages.id, msg.id), isNull(smsMessages.handledAt)));
    return { id: msg.id, action: input.action, handledAt: now, referencesOptedOut };
  });
}
