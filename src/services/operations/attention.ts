import { and, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import {
  attentionMarks,
  candidateAuthorizations,
  checkReferences,
  dataRequests,
  referenceChecks,
  webhookEndpoints,
} from "../../db/schema";
import { callsMayStart } from "../checks/authorization-record";
import { bouncedReportEmails, stillBounced } from "../insights/figures";

export { stillBounced };
import type { Deps } from "../deps";
import {
  ATTENTION_REASONS,
  DATA_REQUEST_WARNING_DAYS,
  deriveAttention,
  type AttentionInput,
  type AttentionItem,
  type AttentionReason,
} from "./attention-rules";

/** One queue entry as the console and `GET /api/admin/attention` show it. */
export interface QueuedItem extends AttentionItem {
  assignedTo: string | null;
  assignedAt: Date | null;
}

export interface AttentionQueue {
  items: QueuedItem[];
  counts: Record<AttentionReason, number>;
}

type MarkRow = typeof attentionMarks.$inferSelect;

/** Reads the rows that can need an operator now (each query bounded by its condition). */
export async function loadAttentionInput(deps: Deps): Promise<AttentionInput> {
  const now = deps.now();
  const stuckMinutes = deps.config.env.STUCK_CHECK_MINUTES;
  const quiet = new Date(now.getTime() - stuckMinutes * 60_000);
  const dueBy = new Date(now.getTime() + DATA_REQUEST_WARNING_DAYS * 24 * 60 * 60 * 1000);
  const [flagged, bounced, requests, endpoints, expired] = await Promise.all([
    deps.db.select().from(checkReferences).where(isNotNull(checkReferences.operatorAttention)),
    bouncedReportEmails(deps),
    deps.db
      .select()
      .from(dataRequests)
      .where(
        and(
          inArray(dataRequests.status, ["pending_verification", "verified"]),
          lt(dataRequests.dueAt, dueBy),
        ),
      ),
    deps.db.select().from(webhookEndpoints).where(isNotNull(webhookEndpoints.disabledAt)),
    deps.db
      .select({ checkId: candidateAuthorizations.referenceCheckId })
      .from(candidateAuthorizations)
      .where(eq(candidateAuthorizations.state, "expired")),
  ]);
  const bouncedLatest = stillBounced(bounced);
  const linked = [
    ...flagged.map((r) => r.referenceCheckId),
    ...bouncedLatest.map((e) => e.referenceCheckId),
    ...requests.flatMap((d) => (d.referenceCheckId ? [d.referenceCheckId] : [])),
    ...expired.map((a) => a.checkId),
  ];
  const checks = await deps.db
    .select()
    .from(referenceChecks)
    .where(
      or(
        and(eq(referenceChecks.status, "processing"), lt(referenceChecks.lastProgressAt, quiet)),
        and(
          eq(referenceChecks.status, "pending"),
          inArray(referenceChecks.paymentStatus, ["paid", "partially_refunded"]),
        ),
        isNotNull(referenceChecks.disputedAt),
        linked.length ? inArray(referenceChecks.id, linked) : sql`false`,
      ),
    );
  const ids = checks.map((c) => c.id);
  const auths = ids.length
    ? await deps.db
        .select()
        .from(candidateAuthorizations)
        .where(inArray(candidateAuthorizations.referenceCheckId, ids))
    : [];
  return {
    now,
    stuckMinutes,
    checks,
    flaggedReferences: flagged.map((r) => ({
      checkId: r.referenceCheckId,
      referenceIndex: r.referenceIndex,
      name: r.name,
      operatorAttention: r.operatorAttention!,
      updatedAt: r.updatedAt,
    })),
    authorizations: auths.map((a) => ({
      checkId: a.referenceCheckId,
      state: a.state,
      mayStart: callsMayStart(a),
      expiredAt: a.expiredAt,
      since: a.referencesEnteredAt ?? a.authorizedAt,
    })),
    bouncedReports: bouncedLatest.map((e) => ({
      checkId: e.referenceCheckId,
      recipientEmail: e.recipientEmail,
      bouncedAt: e.bouncedAt,
    })),
    dataRequests: requests.map((d) => ({
      publicId: d.publicId,
      kind: d.kind,
      status: d.status,
      dueAt: d.dueAt,
      checkId: d.referenceCheckId,
    })),
    disabledEndpoints: endpoints.map((e) => ({
      publicId: e.publicId,
      url: e.url,
      disabledAt: e.disabledAt!,
      disabledReason: e.disabledReason,
    })),
  };
}

const sameItem = (m: MarkRow, i: AttentionItem) =>
  m.subject === i.subject && m.reason === i.reason && m.since.getTime() === i.since.getTime();

/** The marks (assignment, resolution, alert) of these items. */
export async function marksOf(deps: Deps, items: AttentionItem[]): Promise<MarkRow[]> {
  if (!items.length) return [];
  const subjects = [...new Set(items.map((i) => i.subject))];
  return deps.db.select().from(attentionMarks).where(inArray(attentionMarks.subject, subjects));
}

/** Open items (not resolved) with their marks. */
export async function openAttention(deps: Deps): Promise<{ item: AttentionItem; mark: MarkRow | null }[]> {
  const items = deriveAttention(await loadAttentionInput(deps));
  const marks = await marksOf(deps, items);
  return items
    .map((item) => ({ item, mark: marks.find((m) => sameItem(m, item)) ?? null }))
    .filter((x) => !x.mark?.resolvedAt);
}

/** `GET /api/admin/attention`: what needs an operator, oldest first, with a count per reason. */
export async function attentionQueue(deps: Deps): Promise<AttentionQueue> {
  const open = await openAttention(deps);
  const counts = Object.fromEntries(ATTENTION_REASONS.map((r) => [r, 0])) as Record<AttentionReason, number>;
  for (const { item } of open) counts[item.reason]++;
  return {
    items: open.map(({ item, mark }) => ({
      ...item,
      assignedTo: mark?.assignedTo ?? null,
      assignedAt: mark?.assignedAt ?? null,
    })),
    counts,
  };
}

/** A check's resolved items with their notes, newest first (the detail view shows them). */
export async function attentionHistory(deps: Deps, checkId: number) {
  const rows = await deps.db
    .select()
    .from(attentionMarks)
    .where(and(eq(attentionMarks.subject, `check:${checkId}`), isNotNull(attentionMarks.resolvedAt)))
    .orderBy(desc(attentionMarks.resolvedAt));
  return rows.map((r) => ({
    reason: r.reason as AttentionReason,
    since: r.since,
    resolvedAt: r.resolvedAt!,
    resolvedBy: r.resolvedBy!,
    note: r.note ?? "",
  }));
}
