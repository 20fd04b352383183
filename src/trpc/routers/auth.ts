import { z } from "zod";
import { clearSessionCookie, setSessionCookie } from "../../services/auth/cookies";
import { invalidateSession } from "../../services/auth/sessions";
import { consumeSignInLink, describeSignInLink, requestSignInLink } from "../../services/auth/sign-in-links";
import { loginSchema } from "../../shared/login";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

const tokenInput = z.object({
  token: z.string().trim().min(1, "token is required").max(100, "token is too long"),
});

export const authRouter = router({
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
});
