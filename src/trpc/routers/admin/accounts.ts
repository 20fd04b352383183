import { clearSessionCookie } from "../../../services/accounts/cookies";
import { invalidateSession } from "../../../services/accounts/sessions";
import { recordAudit } from "../../../services/insights/audit";
import { adminProcedure } from "../../init";
import { actorOf } from "./inputs";

/** The operator's own session (sign-in is accounts.operatorSignIn, open to anyone). */
export const adminAccountProcedures = {
  me: adminProcedure.query(({ ctx }) => ({ id: ctx.user.id, email: ctx.user.email, role: "admin" as const })),
  /** Sign-out ends the caller's own operator session. */
  signOut: adminProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionId) await invalidateSession(ctx.deps, ctx.sessionId);
    await recordAudit(ctx.deps, actorOf(ctx), "sign-out", null);
    if (ctx.req && ctx.res && !ctx.res.sent) clearSessionCookie(ctx.deps.config, ctx.req, ctx.res);
    return { success: true };
  }),
};
