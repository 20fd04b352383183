import { adminProcedure } from "../../init";
import { healthMap, systemHealth } from "../../../services/operations/health";
import { webhookLogs } from "../../../services/operations/webhook-logs";
import { attentionHistory, attentionQueue } from "../../../services/operations/attention";
import {
  assignAttention,
  attentionItemInput,
  resolveAttention,
  resolveAttentionInput,
} from "../../../services/operations/attention-actions";
import { audited } from "../../../services/insights/audit";
import { actorOf, checkIdInput } from "./inputs";

/** An item keyed by a check's number is recorded against that check. */
const checkOf = (key: string) => (/^\d+$/.test(key) ? Number(key) : null);

/** The running system's health and the providers' webhook log (services/operations). */
export const adminOperationProcedures = {
  health: adminProcedure.query(({ ctx }) => systemHealth(ctx.deps)),
  systemHealth: adminProcedure.query(({ ctx }) => healthMap(ctx.deps)),
  webhookLogs: adminProcedure.query(({ ctx }) => webhookLogs(ctx.deps)),
  /** What needs an operator, oldest first, with a count per reason. */
  attention: adminProcedure.query(({ ctx }) => attentionQueue(ctx.deps)),
  /** A check's resolved items with who resolved them and their notes (the detail view). */
  attentionNotes: adminProcedure
    .input(checkIdInput)
    .query(({ ctx, input }) => attentionHistory(ctx.deps, input.id)),
  /** Records who resolved an item and why (audit log); the item leaves the queue. */
  resolveAttention: adminProcedure.input(resolveAttentionInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "attention-resolved",
      checkOf(input.id),
      () => resolveAttention(ctx.deps, ctx.user.email, input),
      (r) => ({ item: r.key, reason: r.reason, note: r.note }),
    ),
  ),
  /** Takes an item: the queue shows it as this operator's. */
  assignAttention: adminProcedure.input(attentionItemInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "attention-assigned",
      checkOf(input.id),
      () => assignAttention(ctx.deps, ctx.user.email, input),
      (r) => ({ item: r.key, reason: r.reason }),
    ),
  ),
};
