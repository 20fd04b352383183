import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailOutbox } from "../../db/schema";
import type { Deps } from "../../services/deps";
import { param, restRoute } from "./adapter";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

/** GET /api/dev/outbox (e-mails), /api/dev/sms (texts) and attachment downloads. Registered only outside production. */
export function registerDevRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  restRoute(app, ctx, "GET", "/api/dev/outbox", (c) => c.dev.outbox());
  restRoute(app, ctx, "GET", "/api/dev/sms", (c) => c.dev.sms());
  app.get("/api/dev/outbox/:id/attachments/:index", async (req, reply) => {
    const id = Number(param(req, "id"));
    const index = Number(param(req, "index"));
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(index) || id < 1 || id > 2 ** 31 - 1 || index < 0)
      return reply.code(400).type("text/plain").send("id and index: must be whole numbers");
    const [row] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    const att = row?.attachments[index];
    if (!att) return reply.code(404).type("text/plain").send("Attachment not found");
    return reply
      .type(att.contentType)
      .header("content-disposition", dispositionHeader(att.filename))
      .send(Buffer.from(att.content, "base64"));
  });
}
