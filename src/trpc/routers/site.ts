import { getMaintenance } from "../../services/site/maintenance";
import { holidayStatus } from "../../services/scheduling/holidays";
import { windowsIgnored } from "../../services/scheduling/schedule";
import { receiptSender } from "../../services/payments/receipt-email";
import { coverageCopy } from "../../shared/coverage-copy";
import { publicProcedure, router } from "../init";

/**
 * The site's own state that every visitor sees: the maintenance switch (services/site; operators
 * switch it in admin.setMaintenance), today's holiday status, and which providers are simulated
 * with the settings the pages quote.
 */
export const siteRouter = router({
  maintenance: publicProcedure.query(({ ctx }) => getMaintenance(ctx.deps.db)),
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
    /** Countries whose numbers we call (COVERAGE): the form checks phones against the same list. */
    coverage: ctx.deps.config.env.COVERAGE,
    /** Simulated calls ignore calling windows (a demo): pages say calls go out at once. */
    callsAtOnce: windowsIgnored(ctx.deps),
    /** Who e-mails the payment receipt: Stripe (live) or the product itself (simulated payments). */
    receiptSender: receiptSender(ctx.deps),
    /** The same countries as the copy writes them. */
    coverageCopy: coverageCopy(ctx.deps.config.env.COVERAGE),
    /** Third-party analytics (loaded by the browser only after cookie consent); null = first-party only. */
    analyticsId: ctx.deps.config.env.ANALYTICS_ID ?? null,
  })),
});
