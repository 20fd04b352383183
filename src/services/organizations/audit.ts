import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationAuditLog } from "../../db/schema";
import type { Deps } from "../deps";

export type AuditAction =
  | "organization.created"
  | "member.invited"
  | "member.joined"
  | "member.role_changed"
  | "member.removed"
  | "invitation.revoked"
  | "key.created"
  | "key.revoked"
  | "report.downloaded"
  | "packet.downloaded"
  | "checks.exported"
  | "api.report_downloaded"
  | "checks.moved"
  | "organization.deleted"
  | "settings.changed"
  | "webhook.created"
  | "webhook.deleted"
  | "webhook.enabled"
  | "join.requested"
  | "join.approved"
  | "join.declined";

export interface AuditActor {
  userId: number;
  email: string;
}

/** Appends one entry to an organization's audit log (in the caller's transaction when given). */
export async function writeAudit(
  db: Db,
  organizationId: number,
  actor: AuditActor,
  action: AuditAction,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.insert(organizationAuditLog).values({
    organizationId,
    actorUserId: actor.userId || null,
    actorEmail: actor.email,
    action,
    detail,
    at,
  });
}

/** The newest 200 entries, newest first (owners and admins read this). */
export async function listAudit(deps: Deps, organizationId: number) {
  const rows = await deps.db
    .select()
    .from(organizationAuditLog)
    .where(and(eq(organizationAuditLog.organizationId, organizationId)))
    .orderBy(desc(organizationAuditLog.at), desc(organizationAuditLog.id))
    .limit(200);
  return rows.map((r) => ({ at: r.at, actorEmail: r.actorEmail, action: r.action, detail: r.detail }));
}
