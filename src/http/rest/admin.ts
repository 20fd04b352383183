import type { FastifyInstance, FastifyReply } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

/** A list whose body stays the items: the total and the next page's cursor ride in headers. */
function pageHeaders(page: { total: number; nextCursor?: string | null }, reply: FastifyReply) {
  reply.header("x-total-count", String(page.total));
  if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
}

const { accounts, admin } = appRouter;
const test = admin.test;

/**
 * spec operator-side §7: the admin calls and the operator test calls. Every one goes through an
 * adminProcedure, so each answers 401 without credentials and 403 to a customer.
 */
export const adminRoutes = [
  bind("POST /api/operator/login", accounts.operatorSignIn, ({ body }) => body),
  bind("POST /api/admin/logout", admin.signOut),
  bind("GET /api/admin/me", admin.me),
  bind("GET /api/admin/stats", admin.stats),
  bind("GET /api/admin/reference-checks", admin.checks, ({ query }) => query, {
    answer: (page, reply) => (pageHeaders(page, reply), page.checks),
  }),
  bind("GET /api/admin/health", admin.health),
  bind("GET /api/admin/system-health", admin.systemHealth),
  bind("GET /api/admin/analytics/today", admin.analyticsToday),
  bind("GET /api/admin/analytics/history", admin.analyticsHistory),
  bind("GET /api/admin/analytics/learning", admin.learningStats),
  bind("GET /api/admin/analytics/best-questions", admin.bestQuestions),
  bind("GET /api/admin/analytics/worst-questions", admin.worstQuestions),
  bind("GET /api/admin/webhook-logs", admin.webhookLogs),
  bind("GET /api/admin/fraud-flags", admin.fraudFlags),
  bind("GET /api/admin/sms-replies", admin.smsReplies),
  bind("GET /api/admin/calling-window", admin.callingWindow, ({ query }) => query),
  bind("GET /api/admin/data-requests", admin.dataRequests),
  bind("POST /api/admin/data-requests/:id/verify", admin.verifyDataRequest, ({ params }) => ({
    id: params.id,
  })),
  bind("POST /api/admin/data-requests/:id/complete", admin.completeDataRequest, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("POST /api/admin/data-requests/:id/reject", admin.rejectDataRequest, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("GET /api/admin/api-keys", test.apiKeys),
  bind("GET /api/admin/export-csv", admin.exportCsv, ({ query }) => query, {
    answer: (file, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", dispositionHeader(file.fileName))
        .header("cache-control", "no-store")
        .send(file.csv),
  }),
  bind("POST /api/admin/force-complete/:id", admin.forceComplete, ({ params }) => ({ id: params.id })),
  bind("GET /api/admin/checks/:id", admin.checkDetail, ({ params }) => ({ id: params.id })),
  bind("POST /api/admin/checks/:id/references/:index/recall", admin.recallReference, ({ body, params }) => ({
    ...body,
    id: params.id,
    referenceIndex: params.index,
  })),
  bind("POST /api/admin/checks/:id/resend-report", admin.resendReport, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("GET /api/admin/audit-log", admin.auditLogPage, ({ query }) => query, {
    answer: (page, reply) => (pageHeaders(page, reply), page.entries),
  }),
  bind("GET /api/admin/attention", admin.attention),
  bind("POST /api/admin/attention/:id/resolve", admin.resolveAttention, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("POST /api/admin/attention/:id/assign", admin.assignAttention, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("POST /api/admin/retry-stuck/:id", admin.retryStuck, ({ params }) => ({ id: params.id })),
  bind("POST /api/admin/analytics/rollup", admin.runRollup),
  bind("POST /api/admin/simulate-interview", test.simulateInterview, ({ body }) => body),
  bind("POST /api/send-test-email/:id", admin.sendTestEmail, ({ params }) => ({ id: params.id })),
  bind("POST /api/admin/maintenance", admin.setMaintenance, ({ body }) => body),
  bind("GET /api/download-report/:id", admin.reportFile, ({ params }) => ({ id: params.id }), {
    answer: (f, reply) =>
      reply
        .type(f.contentType)
        .header("content-disposition", dispositionHeader(f.fileName, "inline"))
        .header("cache-control", "private, no-store")
        .send(Buffer.from(f.base64, "base64")),
  }),

  // Operator test pages (spec §2.2–§2.5).
  bind("POST /api/test-basic-call", test.basicCall, ({ body }) => body),
  bind("GET /api/debug-twilio", test.debugTelephony),
  bind("POST /api/test-voice-call", test.voiceCall, ({ body }) => body),
  bind("POST /api/generate-test-twiml", test.generateTwiml, ({ body }) => body),
  bind("POST /api/reference-checks/initiate-bland-calls/:id", test.initiateCalls, ({ params }) => ({
    id: params.id,
  })),
  bind("POST /api/reference-check", test.createCheck, ({ body }) => body, { status: 201 }),
  bind("POST /api/save-api-key", test.saveApiKey, ({ body }) => body),
];

export function registerAdminRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, adminRoutes);
}
