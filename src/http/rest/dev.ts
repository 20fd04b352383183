import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../../db/schema";
import type { Deps } from "../../services/deps";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

export const devRoutes = [
  bind("GET /api/dev/outbox", appRouter.dev.outbox),
  bind("GET /api/dev/sms", appRouter.dev.sms),
];

/** GET /api/dev/outbox (e-mails), /api/dev/sms (texts) and attachment downloads. Registered only outside production. */
export function registerDevRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  serveRest(app, ctx, devRoutes);
  app.get<{ Params: { id?: string; index?: string } }>(
    "/api/dev/outbox/:id/attachments/:index",
    async (req, reply) => {
      const id = Number(req.params.id ?? "");
      const index = Number(req.params.index ?? "");
      if (
        !Number.isSafeInteger(id) ||
        !Number.isSafeInteger(index) ||
        id < 1 ||
        id > 2 ** 31 - 1 ||
        index < 0
      )
        return reply.code(400).type("text/plain").send("id and index: must be whole numbers");
      const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      const att = row?.attachments[index];
      if (!att) return reply.code(404).type("text/plain").send("Attachment not found");
      return reply
        .type(att.contentType)
        .header("content-disposition", dispositionHeader(att.filename))
        .send(Buffer.from(att.content, "base64"));
    },
  );
}
