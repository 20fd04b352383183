import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { operatorAuditLog, referenceChecks } from "../../db/schema";
import type { Deps } from "../deps";

import { AUDIT_ACTIONS, type AuditAction } from "../../shared/audit-actions";

export { AUDIT_ACTIONS, type AuditAction };

/** Who did it and from where (the request's operator, address and browser). */
export interface AuditActor {
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** Appends one entry. Entries are never updated or deleted by the product. */
export async function recordAudit(
  deps: Deps,
  actor: AuditActor,
  action: AuditAction,
  referenceCheckId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await deps.db.insert(operatorAuditLog).values({
    at: deps.now(),
    actorEmail: actor.email.slice(0, 320),
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 300) ?? null,
    action,
    referenceCheckId,
    detail: referenceCheckId === null ? detail : { checkId: referenceCheckId, ...detail },
  });
}

/** Runs an operator's action and, when it succeeded, records it with what it returned. */
export async function audited<T>(
  deps: Deps,
  actor: AuditActor,
  action: AuditAction,
  referenceCheckId: number | null,
  run: () => Promise<T>,
  describe: (result: T) => Record<string, unknown> = () => ({}),
): Promise<T> {
  const result = await run();
  await recordAudit(deps, actor, action, referenceCheckId, describe(result));
  return result;
}

const limitOf = (byDefault: number) =>
  z.coerce
    .number({ error: "must be a whole number from 1 to 500" })
    .int("must be a whole number from 1 to 500")
    .min(1, "must be a whole number from 1 to 500")
    .max(500, "must be a whole number from 1 to 500")
    .optional()
    .default(byDefault);

const CHECK_ID = "must be a reference check id (a whole number)";

export const auditQuerySchema = z.object({
  checkId: z.coerce
    .number({ error: CHECK_ID })
    .int(CHECK_ID)
    .positive(CHECK_ID)
    .max(2_147_483_647, CHECK_ID)
    .optional(),
  limit: limitOf(100),
});

/** The audit list page's filters: all optional, combined with "and". */
export const auditPageQuerySchema = auditQuerySchema.extend({
  action: z
    .enum(AUDIT_ACTIONS, { error: `must be one of ${AUDIT_ACTIONS.join(", ")}` })
    .or(z.literal("").transform(() => undefined))
    .optional(),
  /** The operator's e-mail, whole, any case. */
  operator: z.string().trim().max(320, "must be at most 320 characters").optional(),
  /** A check by its number ("42", "#42") or its status id (the public id). */
  check: z.string().trim().max(64, "must be a check number or status id").optional(),
  limit: limitOf(50),
  /** The nextCursor of the page before; absent for the first page. */
  cursor: z
    .string()
    .max(20, "is not a cursor from the previous page")
    .refine((c) => decodeAuditCursor(c) !== null, "is not a cursor from the previous page")
    .optional(),
});

/** The id of the last entry shown ("a" + id); it unlocks nothing, only an operator can list. */
export function decodeAuditCursor(s: string): number | null {
  const m = /^a(\d{1,10})$/.exec(s);
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

type AuditRow = typeof operatorAuditLog.$inferSelect;
function present(r: AuditRow) {
  return {
    id: r.id,
    at: r.at,
    actorEmail: r.actorEmail,
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action,
    checkId: r.referenceCheckId,
    detail: r.detail,
  };
}
export type AuditEntry = ReturnType<typeof present>;

/** Newest first: every entry, or one check's. */
export async function listAudit(deps: Deps, input: z.input<typeof auditQuerySchema> = {}) {
  const q = auditQuerySchema.parse(input);
  const rows = await deps.db
    .select()
    .from(operatorAuditLog)
    .where(q.checkId ? eq(operatorAuditLog.referenceCheckId, q.checkId) : undefined)
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
    .limit(q.limit);
  return rows.map(present);
}

/**
 * The audit log list page: newest first (time, then id), filtered by action, operator and check,
 * a page at a time. The total counts every entry matching the filters.
 */
export async function auditPage(deps: Deps, input: z.input<typeof auditPageQuerySchema> = {}) {
  const q = auditPageQuerySchema.parse(input);
  const log = operatorAuditLog;
  const where: SQL[] = [];
  if (q.action) where.push(eq(log.action, q.action));
  if (q.operator) where.push(sql`lower(${log.actorEmail}) = ${q.operator.toLowerCase()}`);
  if (q.checkId) where.push(eq(log.referenceCheckId, q.checkId));
  if (q.check) {
    const number = /^#?(\d{1,9})$/.exec(q.check);
    const [byPublic] = await deps.db
      .select({ id: referenceChecks.id })
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, q.check));
    const ids = [number ? Number(number[1]) : null, byPublic?.id ?? null].filter((n) => n !== null);
    // A check that does not exist matches nothing (never every entry).
    where.push(ids.length ? or(...ids.map((id) => eq(log.referenceCheckId, id)))! : sql`false`);
  }
  const filtered = where.length ? and(...where) : undefined;
  const after = q.cursor ? decodeAuditCursor(q.cursor) : null;
  const page = after
    ? and(filtered, sql`(${log.at}, ${log.id}) < (select a.at, a.id from ${log} a where a.id = ${after})`)
    : filtered;
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(log)
      .where(page)
      .orderBy(desc(log.at), desc(log.id))
      .limit(q.limit + 1),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(log)
      .where(filtered),
  ]);
  const shown = rows.slice(0, q.limit);
  return {
    entries: shown.map(present),
    total: count!.n,
    nextCursor: rows.length > q.limit ? `a${shown[shown.length - 1]!.id}` : null,
  };
}
