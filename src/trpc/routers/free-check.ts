import { z } from "zod";
import { emailAddress } from "../../shared/check-request";
import { validateFreeCheck } from "../../services/free-check/validate";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/** Whether an address may have its first check free (services/free-check). */
export const freeCheckRouter = router({
  validate: publicProcedure
    .use(perMinute(30))
    .input(
      z.object({
        email: emailAddress,
        // Accepted for compatibility with the documented payload, never trusted: the IP is the request's.
        ipAddress: z.string().max(64).optional().nullable(),
      }),
    )
    .mutation(({ ctx, input }) => validateFreeCheck(ctx.deps, { email: input.email, ip: ctx.ip })),
});
