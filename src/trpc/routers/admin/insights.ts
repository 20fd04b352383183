import { adminProcedure } from "../../init";
import {
  auditPage,
  auditPageQuerySchema,
  auditQuerySchema,
  listAudit,
} from "../../../services/insights/audit";
import { fraudFlags, smsReplies } from "../../../services/insights/feeds";
import { learningStats, rankedQuestions } from "../../../services/insights/questions";
import { computeDay, rollupAdminAnalytics, storedRollup } from "../../../services/insights/rollup";
import { utcDay } from "../../../services/insights/dates";
import { dashboardStats } from "../../../services/insights/stats";

/** Read-only operator figures and feeds (services/insights; spec operator-side §2.1, §7). */
export const adminInsightProcedures = {
  stats: adminProcedure.query(({ ctx }) => dashboardStats(ctx.deps)),
  analyticsToday: adminProcedure.query(({ ctx }) => computeDay(ctx.deps, utcDay(ctx.deps.now()))),
  analyticsHistory: adminProcedure.query(({ ctx }) => storedRollup(ctx.deps)),
  learningStats: adminProcedure.query(({ ctx }) => learningStats(ctx.deps)),
  bestQuestions: adminProcedure.query(({ ctx }) => rankedQuestions(ctx.deps, "best")),
  worstQuestions: adminProcedure.query(({ ctx }) => rankedQuestions(ctx.deps, "worst")),
  fraudFlags: adminProcedure.query(({ ctx }) => fraudFlags(ctx.deps)),
  smsReplies: adminProcedure.query(({ ctx }) => smsReplies(ctx.deps)),
  /** The operator audit log: all entries, or one check's. */
  auditLog: adminProcedure
    .input(auditQuerySchema.optional())
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
  /** The audit log list page: filtered by action, operator and check, a page at a time (read-only). */
  auditLogPage: adminProcedure
    .input(auditPageQuerySchema.optional())
    .query(({ ctx, input }) => auditPage(ctx.deps, input)),
  runRollup: adminProcedure.mutation(({ ctx }) => rollupAdminAnalytics(ctx.deps)),
};
