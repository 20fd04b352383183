import type { FastifyInstance, FastifyRequest } from "fastify";
import { body, param, restRoute } from "./adapter";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

function query(req: FastifyRequest): Record<string, string> {
  const q = req.query;
  return q && typeof q === "object" ? (q as Record<string, string>) : {};
}

/**
 * spec operator-side §7: the admin calls and the operator test calls. Every one goes through an
 * adminProcedure, so each answers 401 without credentials and 403 to a customer.
 */
export function registerAdminRest(app: FastifyInstance, ctx: ContextMaker) {
  const get = (url: string, h: Parameters<typeof restRoute>[4]) => restRoute(app, ctx, "GET", url, h);
  const post = (url: string, h: Parameters<typeof restRoute>[4], opts?: Parameters<typeof restRoute>[5]) =>
    restRoute(app, ctx, "POST", url, h, opts);

  post("/api/operator/login", (c, req) => c.operator.signIn(body(req) as never));
  post("/api/admin/logout", (c) => c.admin.signOut());
  get("/api/admin/me", (c) => c.admin.me());
  get("/api/admin/stats", (c) => c.admin.stats());
  // The body stays the list of checks; the total and the next page's cursor ride in headers.
  get("/api/admin/reference-checks", async (c, req, reply) => {
    const page = await c.admin.checks(query(req) as never);
    reply.header("x-total-count", String(page.total));
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.checks;
  });
  get("/api/admin/health", (c) => c.admin.health());
  get("/api/admin/system-health", (c) => c.admin.systemHealth());
  get("/api/admin/analytics/today", (c) => c.admin.analyticsToday());
  get("/api/admin/analytics/history", (c) => c.admin.analyticsHistory());
  get("/api/admin/analytics/learning", (c) => c.admin.learningStats());
  get("/api/admin/analytics/best-questions", (c) => c.admin.bestQuestions());
  get("/api/admin/analytics/worst-questions", (c) => c.admin.worstQuestions());
  get("/api/admin/webhook-logs", (c) => c.admin.webhookLogs());
  get("/api/admin/fraud-flags", (c) => c.admin.fraudFlags());
  get("/api/admin/sms-replies", (c) => c.admin.smsReplies());
  get("/api/admin/calling-window", (c, req) => c.admin.callingWindow(query(req) as never));
  get("/api/admin/data-requests", (c) => c.admin.dataRequests());
  post("/api/admin/data-requests/:id/verify", (c, req) =>
    c.admin.verifyDataRequest({ id: param(req, "id") as never }),
  );
  post("/api/admin/data-requests/:id/complete", (c, req) =>
    c.admin.completeDataRequest({ ...body(req), id: param(req, "id") } as never),
  );
  post("/api/admin/data-requests/:id/reject", (c, req) =>
    c.admin.rejectDataRequest({ ...body(req), id: param(req, "id") } as never),
  );
  get("/api/admin/api-keys", (c) => c.admin.test.apiKeys());
  get("/api/admin/export-csv", async (c, req, reply) => {
    const file = await c.admin.exportCsv(query(req) as never);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", dispositionHeader(file.fileName))
      .header("cache-control", "no-store")
      .send(file.csv);
  });
  post("/api/admin/force-complete/:id", (c, req) => c.admin.forceComplete({ id: param(req, "id") as never }));
  get("/api/admin/checks/:id", (c, req) => c.admin.checkDetail({ id: param(req, "id") as never }));
  post("/api/admin/checks/:id/references/:index/recall", (c, req) =>
    c.admin.recallReference({ id: param(req, "id") as never, referenceIndex: param(req, "index") as never }),
  );
  post("/api/admin/checks/:id/resend-report", (c, req) =>
    c.admin.resendReport({ id: param(req, "id") as never }),
  );
  // Like the checks list: the body is the entries; the total and the next page's cursor ride in headers.
  get("/api/admin/audit-log", async (c, req, reply) => {
    const page = await c.admin.auditLogPage(query(req) as never);
    reply.header("x-total-count", String(page.total));
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.entries;
  });
  post("/api/admin/retry-stuck/:id", (c, req) => c.admin.retryStuck({ id: param(req, "id") as never }));
  post("/api/admin/analytics/rollup", (c) => c.admin.runRollup());
  post("/api/admin/simulate-interview", (c, req) => c.admin.test.simulateInterview(body(req) as never));
  get("/api/download-report/:id", async (c, req, reply) => {
    const f = await c.admin.reportFile({ id: param(req, "id") as never });
    return reply
      .type(f.contentType)
      .header("content-disposition", dispositionHeader(f.fileName, "inline"))
      .header("cache-control", "private, no-store")
      .send(Buffer.from(f.base64, "base64"));
  });

  // Operator test pages (spec §2.2–§2.5).
  post("/api/test-basic-call", (c, req) => c.admin.test.basicCall(body(req) as never));
  get("/api/debug-twilio", (c) => c.admin.test.debugTelephony());
  post("/api/test-voice-call", (c, req) => c.admin.test.voiceCall(body(req) as never));
  post("/api/generate-test-twiml", (c, req) => c.admin.test.generateTwiml(body(req) as never));
  post("/api/reference-checks/initiate-bland-calls/:id", (c, req) =>
    c.admin.test.initiateCalls({ id: param(req, "id") as never }),
  );
  post("/api/reference-check", (c, req) => c.admin.test.createCheck(body(req) as never), { status: 201 });
  post("/api/save-api-key", (c, req) => c.admin.test.saveApiKey(body(req) as never));
}
