import { analyticsEventSchema } from "../../shared/analytics";
import { recordAnalyticsEvent } from "../../services/analytics/record";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/** First-party analytics events from the browser (services/analytics). */
export const analyticsRouter = router({
  track: publicProcedure
    .use(perMinute(120))
    .input(analyticsEventSchema)
    .mutation(({ ctx, input }) => recordAnalyticsEvent(ctx.deps, input)),
});
