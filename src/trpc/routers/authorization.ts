import { z } from "zod";
import { getAuthorizationPage } from "../../services/authorization/page";
import {
  authorizeCheck,
  declineCheck,
  enterCandidateReferences,
  requestReportCopy,
} from "../../services/lifecycle/authorization-respond";
import { TOKEN_PATTERN } from "../../services/checks/authorization-token";
import { authorizeSchema } from "../../shared/authorization";
import { candidateReferencesSchema } from "../../shared/check-request";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/**
 * The candidate's page (/authorize#{token}). The token is the only key: no check id is accepted
 * beside it, so one token can never reach another check.
 */
const token = z.object({
  token: z
    .string({ error: "token is required" })
    .trim()
    .min(1, "The authorization link's token is required")
    .max(64, "The authorization link's token is too long")
    .regex(TOKEN_PATTERN, "The authorization link's token is not valid"),
});
const limited = publicProcedure.use(perMinute(30));

export const authorizationRouter = router({
  // A mutation, so that over /trpc too the token is POSTed, never put in a GET's query string.
  get: limited.input(token).mutation(({ ctx, input }) => getAuthorizationPage(ctx.deps, input.token)),
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
