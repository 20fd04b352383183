import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { attentionMarks, checkReferences } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { openAttention } from "./attention";
import { ATTENTION_REASON_LABELS, ATTENTION_REASONS, overdue, type AttentionItem } from "./attention-rules";

const KEY = "must be a check number, data-request:<id> or webhook-endpoint:<id>";
const REASON = `must be one of ${ATTENTION_REASONS.join(", ")}`;

/** The item an operator acts on: its key (as the queue lists it) and its reason. */
export const attentionItemInput = z.object({
  id: z.coerce
    .string({ error: KEY })
    .trim()
    .regex(/^(\d{1,10}|(data-request|webhook-endpoint):[A-Za-z0-9_-]{1,64})$/, KEY),
  reason: z.enum(ATTENTION_REASONS, { error: REASON }),
});

export const resolveAttentionInput = attentionItemInput.extend({
  note: z
    .string({ error: "must say what was done (1 to 2000 characters)" })
    .trim()
    .min(1, "must say what was done (1 to 2000 characters)")
    .max(2000, "must say what was done (1 to 2000 characters)"),
});

async function findOpen(deps: Deps, input: z.output<typeof attentionItemInput>) {
  const open = await openAttention(deps);
  const found = open.find((x) => x.item.key === input.id && x.item.reason === input.reason);
  if (!found)
    throw new AppError(
      "NOT_FOUND",
      `Nothing open for ${/^\d+$/.test(input.id) ? `check #${input.id}` : input.id} under "${ATTENTION_REASON_LABELS[input.reason]}"`,
    );
  return found.item;
}

const keyOf = (i: AttentionItem) => ({ subject: i.subject, reason: i.reason, since: i.since });

/**
 * Records who resolved an item and why; the item leaves the queue. A reference marked "needs an
 * operator" loses the mark (the note stays on the check). Two operators resolving at once: the
 * second is told who was first.
 */
export async function resolveAttention(
  deps: Deps,
  operator: string,
  input: z.input<typeof resolveAttentionInput>,
) {
  const q = resolveAttentionInput.parse(input);
  const item = await findOpen(deps, q);
  const now = deps.now();
  const [row] = await deps.db
    .insert(attentionMarks)
    .values({ ...keyOf(item), resolvedAt: now, resolvedBy: operator, note: q.note })
    .onConflictDoUpdate({
      target: [attentionMarks.subject, attentionMarks.reason, attentionMarks.since],
      set: { resolvedAt: now, resolvedBy: operator, note: q.note },
      setWhere: isNull(attentionMarks.resolvedAt),
    })
    .returning();
  if (!row) {
    const [done] = await deps.db
      .select()
      .from(attentionMarks)
      .where(and(eq(attentionMarks.subject, item.subject), eq(attentionMarks.reason, item.reason)));
    throw new AppError("CONFLICT", `Already resolved by ${done?.resolvedBy ?? "another operator"}`);
  }
  if (item.reason === "needs_operator" && item.checkId)
    await deps.db
      .update(checkReferences)
      .set({ operatorAttention: null, updatedAt: now })
      .where(
        and(eq(checkReferences.referenceCheckId, item.checkId), isNotNull(checkReferences.operatorAttention)),
      );
  return { success: true as const, key: item.key, checkId: item.checkId, reason: item.reason, note: q.note };
}

/** Takes an item: the queue shows it as the operator's until it is resolved (another may take it over). */
export async function assignAttention(
  deps: Deps,
  operator: string,
  input: z.input<typeof attentionItemInput>,
) {
  const q = attentionItemInput.parse(input);
  const item = await findOpen(deps, q);
  const now = deps.now();
  await deps.db
    .insert(attentionMarks)
    .values({ ...keyOf(item), assignedTo: operator, assignedAt: now })
    .onConflictDoUpdate({
      target: [attentionMarks.subject, attentionMarks.reason, attentionMarks.since],
      set: { assignedTo: operator, assignedAt: now },
    });
  return {
    success: true as const,
    key: item.key,
    checkId: item.checkId,
    reason: item.reason,
    assignedTo: operator,
  };
}

/**
 * The sweep's part: items that waited past their threshold (ATTENTION_ALERT_MINUTES for paid
 * checks, ATTENTION_ALERT_OTHER_MINUTES for the rest) are e-mailed to the operators once, in one
 * message per sweep. Items are claimed (alertedAt) before the send; a failed send releases them
 * for the next sweep, and the provider deduplicates a retried send under the same key.
 */
export async function alertOverdueAttention(deps: Deps): Promise<{ alerted: number }> {
  const now = deps.now();
  const thresholds = {
    paidMinutes: deps.config.env.ATTENTION_ALERT_MINUTES,
    otherMinutes: deps.config.env.ATTENTION_ALERT_OTHER_MINUTES,
  };
  const due = (await openAttention(deps)).filter(
    (x) => !x.mark?.alertedAt && overdue(x.item, now, thresholds),
  );
  if (!due.length || !deps.config.operatorEmails.length) return { alerted: 0 };
  const claimed: { id: number; item: AttentionItem }[] = [];
  for (const { item } of due) {
    const [row] = await deps.db
      .insert(attentionMarks)
      .values({ ...keyOf(item), alertedAt: now })
      .onConflictDoUpdate({
        target: [attentionMarks.subject, attentionMarks.reason, attentionMarks.since],
        set: { alertedAt: now },
        setWhere: isNull(attentionMarks.alertedAt),
      })
      .returning({ id: attentionMarks.id });
    if (row) claimed.push({ id: row.id, item });
  }
  if (!claimed.length) return { alerted: 0 };
  const message = attentionDigest(
    deps,
    claimed.map((c) => c.item),
  );
  const batch = claimed.map((c) => c.id).sort((a, b) => a - b);
  try {
    for (const to of deps.config.operatorEmails)
      await deps.providers.email.send({
        to,
        ...message,
        tag: "attention",
        idempotencyKey: `attention:${batch[0]}-${batch[batch.length - 1]}-${batch.length}:${to}`,
      });
  } catch (err) {
    await deps.db.update(attentionMarks).set({ alertedAt: null }).where(inArray(attentionMarks.id, batch));
    throw err;
  }
  return { alerted: claimed.length };
}

/** The operators' e-mail: what waits and where to act (no candidate or reference details). */
export function attentionDigest(deps: Pick<Deps, "config">, items: AttentionItem[]) {
  const base = deps.config.publicBaseUrl;
  const lines = items.map((i) => {
    const what = i.checkId ? `check #${i.checkId}` : i.key;
    const link = i.checkId ? `${base}/admin/checks/${encodeURIComponent(i.publicId)}` : `${base}/admin`;
    return `- ${ATTENTION_REASON_LABELS[i.reason]}: ${what}, waiting since ${i.since.toISOString().replace("T", " ").slice(0, 16)} UTC. ${link}`;
  });
  const n = items.length;
  return {
    subject: `${n} ${n === 1 ? "item needs" : "items need"} an operator`,
    text: [
      `${n === 1 ? "This item has" : "These items have"} waited past the alert threshold in the attention queue:`,
      "",
      ...lines,
      "",
      `Act on ${n === 1 ? "it" : "them"} and record the outcome at ${base}/admin.`,
    ].join("\n"),
  };
}
