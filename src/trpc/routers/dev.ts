import { desc } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { emailOutbox, simSms } from "../../db/schema";
import { publicProcedure, router } from "../init";

/** Development aids. Absent (NOT_FOUND) when NODE_ENV=production. */
const devProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.deps.config.isProduction) throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
  return next();
});

export const devRouter = router({
  outbox: devProcedure.query(async ({ ctx }) => {
    const rows = await ctx.deps.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.sentAt), desc(emailOutbox.id))
      .limit(200);
    return rows.map((r) => ({
      id: r.id,
      messageId: r.messageId,
      provider: r.provider,
      from: r.fromAddress,
      to: r.toAddress,
      subject: r.subject,
      text: r.textBody,
      html: r.htmlBody,
      sentAt: r.sentAt,
      attachments: r.attachments.map((a, i) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.size,
        downloadUrl: `/api/dev/outbox/${r.id}/attachments/${i}`,
      })),
    }));
  }),
  /** Text messages the simulated carrier delivered (the reference's handset), newest first. */
  sms: devProcedure.query(async ({ ctx }) => {
    const rows = await ctx.deps.db
      .select()
      .from(simSms)
      .orderBy(desc(simSms.createdAt), desc(simSms.id))
      .limit(200);
    return rows.map((r) => ({
      id: r.id,
      sid: r.sid,
      to: r.toNumber,
      from: r.fromNumber,
      body: r.body,
      sentAt: r.createdAt,
    }));
  }),
});
