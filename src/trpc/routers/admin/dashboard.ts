import { adminProcedure } from "../../init";
import { checksQuerySchema, listChecks } from "../../../services/admin/checks-list";
import { fraudFlags, smsReplies } from "../../../services/admin/feeds";
import { healthMap, systemHealth } from "../../../services/admin/health";
import { learningStats, rankedQuestions } from "../../../services/admin/insights";
import { computeDay, storedRollup } from "../../../services/admin/rollup";
import { utcDay } from "../../../services/admin/dates";
import { dashboardStats } from "../../../services/admin/stats";
import { webhookLogs } from "../../../services/admin/webhook-logs";
import { callingWindowQuerySchema, lookUpCallingWindow } from "../../../services/scheduling/lookup";

/** Read-only operator views (spec operator-side §2.1, §7). */
export const adminDashboardProcedures = {
  me: adminProcedure.query(({ ctx }) => ({ id: ctx.user.id, email: ctx.user.email, role: "admin" as const })),
  stats: adminProcedure.query(({ ctx }) => dashboardStats(ctx.deps)),
  checks: adminProcedure
    .input(checksQuerySchema.optional())
    .query(({ ctx, input }) => listChecks(ctx.deps, input)),
  health: adminProcedure.query(({ ctx }) => systemHealth(ctx.deps)),
  systemHealth: adminProcedure.query(({ ctx }) => healthMap(ctx.deps)),
  analyticsToday: adminProcedure.query(({ ctx }) => computeDay(ctx.deps, utcDay(ctx.deps.now()))),
  analyticsHistory: adminProcedure.query(({ ctx }) => storedRollup(ctx.deps)),
  learningStats: adminProcedure.query(({ ctx }) => learningStats(ctx.deps)),
  bestQuestions: adminProcedure.query(({ ctx }) => rankedQuestions(ctx.deps, "best")),
  worstQuestions: adminProcedure.query(({ ctx }) => rankedQuestions(ctx.deps, "worst")),
  webhookLogs: adminProcedure.query(({ ctx }) => webhookLogs(ctx.deps)),
  fraudFlags: adminProcedure.query(({ ctx }) => fraudFlags(ctx.deps)),
  smsReplies: adminProcedure.query(({ ctx }) => smsReplies(ctx.deps)),
  /** "When will you call my reference?": the calling rules for one number at one instant. */
  callingWindow: adminProcedure
    .input(callingWindowQuerySchema)
    .query(({ ctx, input }) => lookUpCallingWindow(ctx.deps.now(), input)),
};
