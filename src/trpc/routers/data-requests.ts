import { z } from "zod";
import {
  createDataRequest,
  resendDataRequestCode,
  verifyDataRequest,
} from "../../services/data-requests/requests";
import { dataRequestSchema, verificationCodeSchema } from "../../shared/data-requests";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

const requestId = z
  .string({ error: "id is required" })
  .trim()
  .min(1, "id is required")
  .max(64, "id is not a request id");

/**
 * References' data rights (customer-side §1, §9), from the form on /what-to-expect: ask, then
 * confirm with the texted code. Every answer is the same whether or not we know the number.
 */
export const dataRequestsRouter = router({
  create: publicProcedure
    .use(perMinute(5))
    .input(dataRequestSchema)
    .mutation(({ ctx, input }) => createDataRequest(ctx.deps, input, { ip: ctx.ip })),
  verify: publicProcedure
    .use(perMinute(10))
    .input(verificationCodeSchema.extend({ id: requestId }))
    .mutation(({ ctx, input }) => verifyDataRequest(ctx.deps, input.id, input.code)),
  resendCode: publicProcedure
    .use(perMinute(5))
    .input(z.object({ id: requestId }))
    .mutation(({ ctx, input }) => resendDataRequestCode(ctx.deps, input.id)),
});
