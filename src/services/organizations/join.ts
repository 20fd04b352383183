import { and, asc, desc, eq, isNull, notExists } from "drizzle-orm";
import { organizationJoinRequests, organizationMembers, organizations, users } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { decideJoinSchema, domainOf, PUBLIC_MAIL_DOMAINS } from "../../shared/organizations";
import type { Deps } from "../deps";
import { NO_SUCH_ORGANIZATION } from "./actor";
import { writeAudit, type AuditActor } from "./audit";
import { newId, type ActingMember } from "./members";
import { roleChangeRefusal } from "./policy";

/**
 * Joining by verified domain: a customer whose own address is verified (they opened a link sent to
 * it) and whose domain is exactly an organization's domain may ask to join; an owner or admin
 * approves (choosing the role) or declines. "Exactly" means the whole part after the last @:
 * evil-northwind.com, northwind.com.evil.io and mail.northwind.com are not northwind.com.
 */

async function verifiedCustomer(deps: Deps, userId: number) {
  const [u] = await deps.db
    .select({ id: users.id, email: users.email, role: users.role, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!u || u.role !== "user" || !u.verifiedAt) return null;
  const domain = domainOf(u.email);
  if (PUBLIC_MAIL_DOMAINS.has(domain)) return null;
  return { ...u, domain };
}

/** Organizations at my verified address's domain that I am not in, with any request of mine pending. */
export async function joinableOrganizations(deps: Deps, userId: number) {
  const me = await verifiedCustomer(deps, userId);
  if (!me) return { domain: null, organizations: [] };
  const rows = await deps.db
    .select({ id: organizations.publicId, internal: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.domain, me.domain),
        isNull(organizations.deletedAt),
        notExists(
          deps.db
            .select({ one: organizationMembers.id })
            .from(organizationMembers)
            .where(
              and(
                eq(organizationMembers.organizationId, organizations.id),
                eq(organizationMembers.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(organizations.name));
  const pending = await deps.db
    .select({ organizationId: organizationJoinRequests.organizationId })
    .from(organizationJoinRequests)
    .where(and(eq(organizationJoinRequests.userId, userId), eq(organizationJoinRequests.status, "pending")));
  const asked = new Set(pending.map((p) => p.organizationId));
  return {
    domain: me.domain,
    organizations: rows.map((r) => ({ id: r.id, name: r.name, requested: asked.has(r.internal) })),
  };
}

/**
 * Asks to join. Every refusal that would tell a stranger something about an organization (it
 * exists, its domain is another) is the same 404 as for no such organization.
 */
export async function requestToJoin(deps: Deps, actor: AuditActor, organizationPublicId: string) {
  const me = await verifiedCustomer(deps, actor.userId);
  if (!me)
    throw new AppError(
      "FORBIDDEN",
      "Only a verified company address can ask to join: sign in with the e-mailed link sent to your work address first",
    );
  const [org] = await deps.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.publicId, organizationPublicId), isNull(organizations.deletedAt)));
  if (!org || !org.domain || org.domain !== me.domain) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
  const [member] = await deps.db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, me.id)));
  if (member) throw new AppError("CONFLICT", "You are already a member of this organization");
  const now = deps.now();
  return transaction(deps, async ({ db }) => {
    const [row] = await db
      .insert(organizationJoinRequests)
      .values({
        publicId: newId("jrq"),
        organizationId: org.id,
        userId: me.id,
        email: me.email,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", "You have already asked to join: an admin will answer");
    await writeAudit(
      db,
      org.id,
      { userId: me.id, email: me.email },
      "join.requested",
      { email: me.email },
      now,
    );
    return { id: row.publicId, organization: { id: org.publicId, name: org.name }, status: row.status };
  });
}

/** Pending requests to join (owners and admins). */
export async function listJoinRequests(deps: Deps, organizationId: number) {
  const rows = await deps.db
    .select()
    .from(organizationJoinRequests)
    .where(
      and(
        eq(organizationJoinRequests.organizationId, organizationId),
        eq(organizationJoinRequests.status, "pending"),
      ),
    )
    .orderBy(desc(organizationJoinRequests.createdAt));
  return { requests: rows.map((r) => ({ id: r.publicId, email: r.email, requestedAt: r.createdAt })) };
}

/**
 * Approves (adding the member with the chosen role, recruiter by default) or declines. The
 * requester's address is checked against the organization's domain again at approval: a domain
 * changed since the request, or an address changed since, is declined instead.
 */
export async function decideJoinRequest(deps: Deps, actor: ActingMember, raw: unknown) {
  const input = decideJoinSchema.parse(raw);
  const role = input.role ?? "recruiter";
  if (input.decision === "approve") {
    const refused = roleChangeRefusal(actor.role, null, role);
    if (refused) throw new AppError("FORBIDDEN", refused);
  }
  const now = deps.now();
  const decided = await transaction(deps, async ({ db }) => {
    const [row] = await db
      .select({ req: organizationJoinRequests, email: users.email, domain: organizations.domain })
      .from(organizationJoinRequests)
      .innerJoin(users, eq(users.id, organizationJoinRequests.userId))
      .innerJoin(organizations, eq(organizations.id, organizationJoinRequests.organizationId))
      .where(
        and(
          eq(organizationJoinRequests.organizationId, actor.organizationId),
          eq(organizationJoinRequests.publicId, input.requestId),
          eq(organizationJoinRequests.status, "pending"),
        ),
      )
      .for("update", { of: organizationJoinRequests });
    if (!row) throw new AppError("NOT_FOUND", "Join request not found");
    const stillMatches = !!row.domain && domainOf(row.email) === row.domain;
    const approve = input.decision === "approve" && stillMatches;
    await db
      .update(organizationJoinRequests)
      .set({
        status: approve ? "approved" : "declined",
        decidedAt: now,
        decidedByUserId: actor.userId || null,
      })
      .where(eq(organizationJoinRequests.id, row.req.id));
    if (approve)
      await db
        .insert(organizationMembers)
        .values({
          publicId: newId("mem"),
          organizationId: actor.organizationId,
          userId: row.req.userId,
          role,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    await writeAudit(
      db,
      actor.organizationId,
      actor,
      approve ? "join.approved" : "join.declined",
      approve ? { email: row.email, role } : { email: row.email },
      now,
    );
    return { email: row.email, approve };
  });
  if (input.decision === "approve" && !decided.approve)
    throw new AppError(
      "CONFLICT",
      `${decided.email} is no longer at the organization's domain: the request was declined`,
    );
  return { id: input.requestId, status: decided.approve ? ("approved" as const) : ("declined" as const) };
}
