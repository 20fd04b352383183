import { clearSessionCookie, setSessionCookie } from "../../../services/auth/cookies";
import { invalidateSession } from "../../../services/auth/sessions";
import { adminSignInSchema, signInAdmin } from "../../../services/admin/sign-in";
import { adminProcedure, publicProcedure } from "../../init";

/** Operator sign-in and sign-out (the only public procedure of the admin router is signIn). */
export const adminSessionProcedures = {
  signIn: publicProcedure.input(adminSignInSchema).mutation(async ({ ctx, input }) => {
    const s = await signInAdmin(ctx.deps, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      previousSessionId: ctx.sessionId,
    });
    if (ctx.req && ctx.res) setSessionCookie(ctx.deps.config, ctx.req, ctx.res, s.token, s.expiresAt);
    return { success: true, user: s.user };
  }),
  signOut: adminProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.deps, ctx.sessionId);
    if (ctx.req && ctx.res && !ctx.res.sent) clearSessionCookie(ctx.deps.config, ctx.req, ctx.res);
    return { success: true };
  }),
};

/** Procedures that need no operator credentials; the authorization test skips exactly these. */
export const PUBLIC_ADMIN_PROCEDURES = ["admin.signIn"] as const;
