import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { operatorAuditLog } from "../../db/schema";
import type { Deps } from "../deps";

export type AuditAction =
  | "force-complete"
  | "retry"
  | "recall-reference"
  | "resend-report"
  | "refund"
  | "cancel-calls"
  | "key-saved"
  | "maintenance-switched"
  /** A test call placed outside the product's calling hours on an operator's explicit override. */
  | "test-call-outside-hours";

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
    actorEmail: actor.email,
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

export const auditQuerySchema = z.object({
  checkId: z.coerce
    .number({ error: "must be a reference check id (a whole number)" })
    .int("must be a reference check id (a whole number)")
    .positive("must be a reference check id (a whole number)")
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).optional().default(100),
});

/** Newest first: every entry, or one check's. */
export async function listAudit(deps: Deps, input: z.input<typeof auditQuerySchema> = {}) {
  const q = auditQuerySchema.parse(input);
  const rows = await deps.db
    .select()
    .from(operatorAuditLog)
    .where(q.checkId ? eq(operatorAuditLog.referenceCheckId, q.checkId) : undefined)
    .orderBy(desc(operatorAuditLog.at), desc(operatorAuditLog.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorEmail: r.actorEmail,
    ip: r.ip,
    userAgent: r.userAgent,
    action: r.action,
    checkId: r.referenceCheckId,
    detail: r.detail,
  }));
}
