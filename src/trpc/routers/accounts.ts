import { z } from "zod";
import { clearSessionCookie, setSessionCookie } from "../../services/accounts/cookies";
import { invalidateSession } from "../../services/accounts/sessions";
import {
  consumeSignInLink,
  describeSignInLink,
  requestSignInLink,
} from "../../services/accounts/sign-in-links";
import { adminSignInSchema, signInAdmin } from "../../services/accounts/operators/sign-in";
import { listCustomerChecks } from "../../services/dashboard/checks";
import { issueCheckoutToken } from "../../services/dashboard/checkout";
import { downloadReport } from "../../services/dashboard/download";
import { approveReportCopy, packetForOwner } from "../../services/dashboard/authorization";
import { auditDownload, exportDashboardChecks } from "../../services/dashboard/export";
import { loginSchema } from "../../shared/login";
import { publicProcedure, router } from "../init";
import { customerAction } from "../organization";
import { perMinute } from "../rate-limit";

const tokenInput = z.object({
  token: z.string().trim().min(1, "token is required").max(100, "token is too long"),
});

const checkId = z.coerce
  .number({ error: "id must be a check number" })
  .int("id must be a check number")
  .positive("id must be a check number")
  .max(2_147_483_647, "id must be a check number");

/**
 * Accounts (services/accounts): a requester signs in with an e-mailed link, an operator with a
 * password; both get a session cookie. A signed-in requester's dashboard is here too. Operator
 * sign-in is here rather than in the admin router so that every admin.* procedure, without
 * exception, requires an operator.
 */
export const accountsRouter = router({
  /** Step 1: e-mail a sign-in link. Same answer for every address. */
  login: publicProcedure
    .use(perMinute(10))
    .input(loginSchema)
    .mutation(({ ctx, input }) => requestSignInLink(ctx.deps, input, { ip: ctx.ip })),

  /** The confirm page's look before the press: whose link it is. Consumes nothing. */
  signInLink: publicProcedure
    .input(tokenInput)
    .query(({ ctx, input }) => describeSignInLink(ctx.deps, input.token)),

  /** Step 2, the press: consume the link, start a new session, set the cookie. */
  confirm: publicProcedure.input(tokenInput).mutation(async ({ ctx, input }) => {
    const signedIn = await consumeSignInLink(ctx.deps, input.token, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      previousSessionId: ctx.sessionId,
    });
    if (ctx.req && ctx.res)
      setSessionCookie(ctx.deps.config, ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return { user: signedIn.user };
  }),

  /** The signed-in user, or null. The SPA asks this to decide whether to show the dashboard. */
  me: publicProcedure.query(({ ctx }) => ({
    user: ctx.user ? { id: ctx.user.id, email: ctx.user.email, role: ctx.user.role } : null,
  })),

  /** Ends this browser's session. Succeeds when already signed out, so a double click is harmless. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.deps, ctx.sessionId);
    if (ctx.req && ctx.res && !ctx.res.sent) clearSessionCookie(ctx.deps.config, ctx.req, ctx.res);
    return { success: true };
  }),

  /**
   * Operator sign-in (POST /api/operator/login): e-mail and password, then a session cookie; with
   * two-factor sign-in on, the first answer is { secondFactorRequired: true } and the password is
   * sent again with `code`.
   */
  operatorSignIn: publicProcedure
    .use(perMinute(10))
    .input(adminSignInSchema)
    .mutation(async ({ ctx, input }) => {
      const s = await signInAdmin(ctx.deps, input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        previousSessionId: ctx.sessionId,
      });
      if ("secondFactorRequired" in s) return { success: false, secondFactorRequired: true, user: null };
      if (ctx.req && ctx.res) setSessionCookie(ctx.deps.config, ctx.req, ctx.res, s.token, s.expiresAt);
      return { success: true, secondFactorRequired: false, user: s.user };
    }),

  /** spec §7 GET /api/dashboard/checks: only checks requested with the signed-in address. */
  checks: customerAction("checks.read")
    .input(z.object({ orderedBy: z.string().trim().max(254, "orderedBy is too long").optional() }).optional())
    .query(({ ctx, input }) =>
      listCustomerChecks(ctx.deps, ctx.owner, { orderedBy: input?.orderedBy || undefined }),
    ),

  /** A fresh checkout token for the signed-in requester's own check awaiting payment. */
  checkoutToken: customerAction("checks.pay")
    .input(z.object({ id: checkId }))
    .mutation(({ ctx, input }) => issueCheckoutToken(ctx.deps, ctx.owner, input.id)),

  /** A report PDF for the REST download paths (bytes; called in-process, not over /trpc). */
  report: customerAction("reports.download")
    .input(z.object({ id: checkId, design: z.enum(["standard", "enhanced"]) }))
    .query(({ ctx, input }) => downloadReport(ctx.deps, ctx.owner, input.id, input.design)),

  /** The pre-adverse-action packet (summary of rights + report) of the requester's own check. */
  packet: customerAction("reports.download")
    .input(z.object({ id: checkId }))
    .query(async ({ ctx, input }) => {
      const packet = await packetForOwner(ctx.deps, ctx.owner, input.id);
      await auditDownload(
        ctx.deps,
        ctx.owner.kind === "organization" ? ctx.owner.organizationId : null,
        ctx.owner,
        "packet.downloaded",
        { check: input.id, file: packet.fileName },
      );
      return packet;
    }),

  /** GET /api/dashboard/export.csv: the dashboard's checks (same member filter) as CSV, audited. */
  exportChecks: customerAction("checks.export")
    .input(z.object({ orderedBy: z.string().trim().max(254, "orderedBy is too long").optional() }).optional())
    .query(({ ctx, input }) =>
      exportDashboardChecks(ctx.deps, ctx.owner, { orderedBy: input?.orderedBy || undefined }),
    ),

  /** Approves the candidate's request for their copy of the report (e-mailed to them once). */
  approveReportCopy: customerAction("reports.approveCopy")
    .input(z.object({ id: checkId }))
    .mutation(({ ctx, input }) => approveReportCopy(ctx.deps, ctx.owner, input.id)),
});
