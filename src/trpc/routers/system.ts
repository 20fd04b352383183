import { publicProcedure, router } from "../init";
import { holidayStatus } from "../../services/scheduling/holidays";

export const systemRouter = router({
  holidayStatus: publicProcedure.query(({ ctx }) => holidayStatus(ctx.deps.now())),
  providerModes: publicProcedure.query(({ ctx }) => ({
    productName: ctx.deps.config.env.PRODUCT_NAME,
    supportEmail: ctx.deps.config.env.SUPPORT_EMAIL,
    providers: {
      payments: ctx.deps.providers.payments.mode,
      telephony: ctx.deps.providers.telephony.mode,
      email: ctx.deps.providers.email.mode,
      llm: ctx.deps.providers.llm.mode,
    },
    devTools: !ctx.deps.config.isProduction,
    /** Third-party analytics (loaded by the browser only after cookie consent); null = first-party only. */
    analyticsId: ctx.deps.config.env.ANALYTICS_ID ?? null,
  })),
});
