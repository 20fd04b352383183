import { clearSessionCookie, setSessionCookie } from "../../../services/auth/cookies";
import { invalidateSession } from "../../../services/auth/sessions";
import { adminSignInSchema, signInAdmin } from "../../../services/admin/sign-in";
import { recordAudit } from "../../../services/admin/audit";
import { adminProcedure, publicProcedure, router } from "../../init";
import { actorOf } from "./inputs";
import { perMinute } from "../../rate-limit";

/**
 * Operator sign-in lives outside the admin router (operator.signIn, POST /api/operator/login) so
 * that every admin.* procedure and /api/admin/* path, without exception, requires an operator.
 */
export const operatorRouter = router({
  signIn: publicProcedure
    .use(perMinute(10))
    .input(adminSignInSchema)
    .mutation(async ({ ctx, input }) => {
      const s = await signInAdmin(ctx.deps, input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        previousSessionId: ctx.sessionId,
      });
      if (ctx.req && ctx.res) setSessionCookie(ctx.deps.config, ctx.req, ctx.res, s.token, s.expiresAt);
      return { success: true, user: s.user };
    }),
});

/** Sign-out ends the caller's own operator session. */
export const adminSessionProcedures = {
  signOut: adminProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.deps, ctx.sessionId);
    await recordAudit(ctx.deps, actorOf(ctx), "sign-out", null);
    if (ctx.req && ctx.res && !ctx.res.sent) clearSessionCookie(ctx.deps.config, ctx.req, ctx.res);
    return { success: true };
  }),
};
