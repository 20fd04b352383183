import { calculatePricing, calculatePricingInput, getDynamicPricing } from "../../services/pricing/calculate";
import { publicProcedure, router } from "../init";

/** Prices shown before a check is created; the server computes every amount (services/pricing). */
export const pricingRouter = router({
  dynamic: publicProcedure.query(({ ctx }) => getDynamicPricing(ctx.deps)),
  calculate: publicProcedure
    .input(calculatePricingInput)
    .mutation(({ ctx, input }) => calculatePricing(ctx.deps, input, ctx.ip)),
});
