import { adminProcedure } from "../../init";
import { healthMap, systemHealth } from "../../../services/operations/health";
import { webhookLogs } from "../../../services/operations/webhook-logs";

/** The running system's health and the providers' webhook log (services/operations). */
export const adminOperationProcedures = {
  health: adminProcedure.query(({ ctx }) => systemHealth(ctx.deps)),
  systemHealth: adminProcedure.query(({ ctx }) => healthMap(ctx.deps)),
  webhookLogs: adminProcedure.query(({ ctx }) => webhookLogs(ctx.deps)),
};
