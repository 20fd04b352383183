import { clearSessionCookie } from "../../services/auth/cookies";
import { invalidateSession } from "../../services/auth/sessions";
import { publicProcedure, router } from "../init";

export const authRouter = router({
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
});
