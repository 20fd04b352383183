import { z } from "zod";
import { getAuthorizationPage } from "../../services/authorization/page";
import {
  authorizeCheck,
  declineCheck,
  enterCandidateReferences,
  requestReportCopy,
} from "../../services/authorization/respond";
import { authorizeSchema } from "../../shared/authorization";
import { candidateReferencesSchema } from "../../shared/check-request";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/**
 * The candidate's page (/authorize/{token}). The token is the only key: no check id is accepted
 * beside it, so one token can never reach another check.
 */
const token = z.object({
  token: z.string({ error: "token is required" }).trim().max(64, "token is too long"),
});
const limited = publicProcedure.use(perMinute(30));

export const authorizationRouter = router({
  get: limited.input(token).query(({ ctx, input }) => getAuthorizationPage(ctx.deps, input.token)),
  authorize: limited
    .input(token.extend(authorizeSchema.shape))
    .mutation(({ ctx, input }) =>
      authorizeCheck(ctx.deps, input.token, input, { ip: ctx.ip, userAgent: ctx.userAgent }),
    ),
  decline: limited
    .input(token)
    .mutation(({ ctx, input }) =>
      declineCheck(ctx.deps, input.token, { ip: ctx.ip, userAgent: ctx.userAgent }),
    ),
  references: limited
    .input(token.extend(candidateReferencesSchema.shape))
    .mutation(({ ctx, input }) => enterCandidateReferences(ctx.deps, input.token, input)),
  requestCopy: limited.input(token).mutation(({ ctx, input }) => requestReportCopy(ctx.deps, input.token)),
});
