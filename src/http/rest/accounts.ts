import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../errors";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

function sendPdf(file: { fileName: string; content: Buffer }, reply: FastifyReply) {
  return reply
    .type("application/pdf")
    .header("content-disposition", dispositionHeader(file.fileName))
    .header("cache-control", "private, no-store")
    .send(file.content);
}

const { accounts } = appRouter;

/** spec customer-side §7: sign-in, the current user, sign-out and the customer dashboard. */
export const accountsRoutes = [
  bind("POST /api/auth/login", accounts.login, ({ body }) => body),
  bind("GET /api/auth/me", accounts.me, {
    answer: ({ user }) => {
      if (!user) throw new AppError("UNAUTHORIZED", "Not signed in");
      return { user };
    },
  }),
  bind("POST /api/auth/logout", accounts.logout),
  bind("GET /api/dashboard/checks", accounts.checks, ({ query }) => ({ orderedBy: query.orderedBy })),
  bind(
    "GET /api/dashboard/download/:id",
    accounts.report,
    ({ params }) => ({ id: params.id, design: "standard" }),
    {
      answer: sendPdf,
    },
  ),
  bind(
    "GET /api/dashboard/download-beautiful/:id",
    accounts.report,
    ({ params }) => ({ id: params.id, design: "enhanced" }),
    { answer: sendPdf },
  ),
  // The candidate-authorization flow: the pre-adverse-action packet and the candidate's copy.
  bind("GET /api/dashboard/packet/:id", accounts.packet, ({ params }) => ({ id: params.id }), {
    answer: sendPdf,
  }),
  bind(
    "GET /api/dashboard/export.csv",
    accounts.exportChecks,
    ({ query }) => ({ orderedBy: query.orderedBy }),
    {
      answer: (file, reply) =>
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", dispositionHeader(file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.content),
    },
  ),
  bind("POST /api/dashboard/report-copy/:id", accounts.approveReportCopy, ({ params }) => ({
    id: params.id,
  })),
];

export function registerAccountsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, accountsRoutes);
}
