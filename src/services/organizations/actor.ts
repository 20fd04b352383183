import { and, eq, isNull } from "drizzle-orm";
import { organizationMembers, organizations, sessionOrganizations } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../accounts/sessions";
import type { Deps } from "../deps";
import type { Owner } from "../checks/owner";

/** The header a script sends to act for an organization over REST (its public id, org_…). */
export const ORGANIZATION_HEADER = "x-organization";

/** The message for an organization one is not a member of: the same as for one that does not exist. */
export const NO_SUCH_ORGANIZATION = "Organization not found";

/** The member row of this user in the organization with this public id, or null. Re-read on every call. */
export async function membershipOf(deps: Deps, userId: number, organizationPublicId: string) {
  const [row] = await deps.db
    .select({
      organizationId: organizations.id,
      organizationPublicId: organizations.publicId,
      organizationName: organizations.name,
      memberId: organizationMembers.id,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizations.publicId, organizationPublicId),
        eq(organizationMembers.userId, userId),
        isNull(organizations.deletedAt),
      ),
    );
  return row ?? null;
}

/**
 * Who acts and for whom: the organization named by the X-Organization header (REST scripts), else
 * the one this browser session chose to act for, else personal use. Membership and role are read
 * from the database on every call, so a removed or demoted member loses access at once.
 */
export async function resolveOwner(
  deps: Deps,
  user: SessionUser,
  sessionId: string | null,
  headerValue: string | null,
): Promise<Owner> {
  let publicId = headerValue?.trim() || null;
  if (publicId && (publicId.length > 64 || !/^org_[A-Za-z0-9_-]+$/.test(publicId)))
    throw new AppError("BAD_REQUEST", "X-Organization must be an organization id (org_…)");
  if (!publicId && sessionId) {
    const [row] = await deps.db
      .select({ publicId: organizations.publicId })
      .from(sessionOrganizations)
      .innerJoin(organizations, eq(organizations.id, sessionOrganizations.organizationId))
      .where(eq(sessionOrganizations.sessionId, sessionId));
    publicId = row?.publicId ?? null;
  }
  if (!publicId) return { kind: "personal", userId: user.id, email: user.email };
  const m = await membershipOf(deps, user.id, publicId);
  if (!m) {
    if (headerValue) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
    return { kind: "personal", userId: user.id, email: user.email };
  }
  return {
    kind: "organization",
    organizationId: m.organizationId,
    organizationPublicId: m.organizationPublicId,
    userId: user.id,
    email: user.email,
    role: m.role,
  };
}
