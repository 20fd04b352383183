import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  organizationMembers,
  organizations,
  referenceChecks,
  sessionOrganizations,
  sessions,
  users,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { createOrganizationSchema, type CreateOrganizationInput } from "../../shared/organizations";
import type { OrganizationRole } from "../../shared/states";
import type { Deps } from "../deps";
import { NO_SUCH_ORGANIZATION, membershipOf } from "./actor";
import { writeAudit, type AuditActor } from "./audit";
import { roleChangeRefusal } from "./policy";
import { assertDomainIsTheirs } from "./settings";

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** The member acting on an organization (resolved by the organizationAction middleware). */
export interface ActingMember extends AuditActor {
  organizationId: number;
  role: OrganizationRole;
}

/** Creates an organization with its creator as its owner; the creator's session then acts for it. */
export async function createOrganization(
  deps: Deps,
  actor: AuditActor,
  sessionId: string | null,
  raw: CreateOrganizationInput,
) {
  const input = createOrganizationSchema.parse(raw);
  if (input.domain) await assertDomainIsTheirs(deps, actor, input.domain);
  const now = deps.now();
  return transaction(deps, async ({ db }) => {
    const [org] = await db
      .insert(organizations)
      .values({
        publicId: newId("org"),
        name: input.name,
        billingEmail: input.billingEmail ?? actor.email,
        domain: input.domain ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await db.insert(organizationMembers).values({
      publicId: newId("mem"),
      organizationId: org!.id,
      userId: actor.userId,
      role: "owner",
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(db, org!.id, actor, "organization.created", { name: input.name }, now);
    if (sessionId) await actFor(db, sessionId, org!.id);
    return { id: org!.publicId, name: org!.name, billingEmail: org!.billingEmail, domain: org!.domain };
  });
}

async function actFor(db: Deps["db"], sessionId: string, organizationId: number) {
  await db
    .insert(sessionOrganizations)
    .values({ sessionId, organizationId })
    .onConflictDoUpdate({ target: sessionOrganizations.sessionId, set: { organizationId } });
}

/** The organizations this user belongs to, with their role and which one this session acts for. */
export async function myOrganizations(deps: Deps, userId: number, sessionId: string | null) {
  const rows = await deps.db
    .select({
      id: organizations.publicId,
      internal: organizations.id,
      name: organizations.name,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
  const [acting] = sessionId
    ? await deps.db.select().from(sessionOrganizations).where(eq(sessionOrganizations.sessionId, sessionId))
    : [];
  const current = rows.find((r) => r.internal === acting?.organizationId);
  return {
    actingFor: current?.id ?? null,
    organizations: rows.map((r) => ({ id: r.id, name: r.name, role: r.role })),
  };
}

/** Chooses what this browser session acts for: an organization it is a member of, or personal use (null). */
export async function setActingFor(
  deps: Deps,
  userId: number,
  sessionId: string | null,
  organizationPublicId: string | null,
) {
  if (!sessionId)
    throw new AppError("BAD_REQUEST", "Acting for an organization needs a signed-in browser session");
  if (organizationPublicId === null) {
    await deps.db.delete(sessionOrganizations).where(eq(sessionOrganizations.sessionId, sessionId));
    return { actingFor: null };
  }
  const m = await membershipOf(deps, userId, organizationPublicId);
  if (!m) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
  await actFor(deps.db, sessionId, m.organizationId);
  return { actingFor: m.organizationPublicId };
}

export async function listMembers(deps: Deps, organizationId: number) {
  const rows = await deps.db
    .select({
      id: organizationMembers.publicId,
      email: users.email,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id));
  return { members: rows };
}

async function memberRow(db: Deps["db"], organizationId: number, memberPublicId: string) {
  const [row] = await db
    .select({
      id: organizationMembers.id,
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      email: users.email,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.publicId, memberPublicId),
      ),
    )
    .for("update", { of: organizationMembers });
  if (!row) throw new AppError("NOT_FOUND", "Member not found");
  return row;
}

/** Locks the organization's owners and counts them (the last owner may not be demoted or leave). */
async function ownerCount(db: Deps["db"], organizationId: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`org-owners:${organizationId}`}))`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, "owner")),
    );
  return row?.n ?? 0;
}

export async function changeRole(
  deps: Deps,
  actor: ActingMember,
  memberPublicId: string,
  role: OrganizationRole,
) {
  const now = deps.now();
  return transaction(deps, async ({ db }) => {
    const owners = await ownerCount(db, actor.organizationId);
    const target = await memberRow(db, actor.organizationId, memberPublicId);
    const refused = roleChangeRefusal(actor.role, target.role, role);
    if (refused) throw new AppError("FORBIDDEN", refused);
    if (target.role === "owner" && role !== "owner" && owners <= 1)
      throw new AppError("CONFLICT", "The last owner cannot be demoted: make another member an owner first");
    if (target.role === role) return { id: memberPublicId, email: target.email, role };
    await db
      .update(organizationMembers)
      .set({ role, updatedAt: now })
      .where(eq(organizationMembers.id, target.id));
    await writeAudit(
      db,
      actor.organizationId,
      actor,
      "member.role_changed",
      { member: target.email, from: target.role, to: role },
      now,
    );
    return { id: memberPublicId, email: target.email, role };
  });
}

/**
 * Removes a member (or lets one leave). Their checks stay with the organization; every session of
 * theirs stops acting for it at once (the middleware re-reads membership on each call too).
 */
export async function removeMember(deps: Deps, actor: ActingMember, memberPublicId: string) {
  const now = deps.now();
  return transaction(deps, async ({ db }) => {
    const owners = await ownerCount(db, actor.organizationId);
    const target = await memberRow(db, actor.organizationId, memberPublicId);
    const self = target.userId === actor.userId;
    if (!self) {
      const refused = roleChangeRefusal(actor.role, target.role, null);
      if (refused) throw new AppError("FORBIDDEN", refused);
    }
    if (target.role === "owner" && owners <= 1)
      throw new AppError(
        "CONFLICT",
        "The last owner cannot leave or be removed: make another member an owner first",
      );
    await db.delete(organizationMembers).where(eq(organizationMembers.id, target.id));
    const theirSessions = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, target.userId));
    await db
      .delete(sessionOrganizations)
      .where(
        and(
          eq(sessionOrganizations.organizationId, actor.organizationId),
          inArray(sessionOrganizations.sessionId, theirSessions),
        ),
      );
    // Their checks stay with the organization; what is still e-mailed about them goes to its billing address.
    const [org] = await db.select().from(organizations).where(eq(organizations.id, actor.organizationId));
    await db
      .update(referenceChecks)
      .set({ requesterEmail: org!.billingEmail.toLowerCase() })
      .where(
        and(
          eq(referenceChecks.organizationId, actor.organizationId),
          eq(referenceChecks.orderedByUserId, target.userId),
        ),
      );
    await writeAudit(
      db,
      actor.organizationId,
      actor,
      "member.removed",
      { member: target.email, role: target.role },
      now,
    );
    return { success: true as const };
  });
}
