import { desc } from "drizzle-orm";
import { TRPCError } from "@trpc/server";
import { emailOutbox } from "../../db/schema";
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
});
