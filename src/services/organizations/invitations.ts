import { and, desc, eq, gt, isNull } from "drizzle-orm";
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  sessionOrganizations,
  users,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { inviteSchema, type InviteInput } from "../../shared/organizations";
import {
  createSession,
  generateSessionToken,
  hashToken,
  invalidateSession,
  isWellFormedToken,
} from "../accounts/sessions";
import type { Deps } from "../deps";
import { writeAudit } from "./audit";
import { newId, type ActingMember } from "./members";
import { roleChangeRefusal } from "./policy";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID = "This invitation link is not valid";

export function invitationUrl(deps: Deps, token: string): string {
  return `${deps.config.publicBaseUrl}/invitations/accept#token=${token}`;
}

export function invitationEmail(product: string, organization: string, role: string, url: string) {
  return {
    subject: `You are invited to ${organization} on ${product}`,
    text:
      `Hello,\n\nYou are invited to join ${organization} on ${product} as ${role}. ` +
      `Open this link to join and sign in:\n\n${url}\n\n` +
      `It works once and expires in 7 days. If you did not expect it, ignore this e-mail.\n\n${product}`,
  };
}

/** Invites an address; the link is e-mailed (the same token machinery as sign-in links, 7 days, single use). */
export async function invite(deps: Deps, actor: ActingMember, raw: InviteInput) {
  const input = inviteSchema.parse(raw);
  const refused = roleChangeRefusal(actor.role, null, input.role);
  if (refused) throw new AppError("FORBIDDEN", refused);
  const now = deps.now();
  const token = generateSessionToken();
  const { row, org } = await transaction(deps, async ({ db }) => {
    const [already] = await db
      .select({ id: organizationMembers.id })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, actor.organizationId), eq(users.email, input.email)));
    if (already)
      throw new AppError("CONFLICT", `${input.email} is already a member`, {
        email: ["is already a member"],
      });
    const [org] = await db.select().from(organizations).where(eq(organizations.id, actor.organizationId));
    const [row] = await db
      .insert(organizationInvitations)
      .values({
        publicId: newId("inv"),
        organizationId: actor.organizationId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedByUserId: actor.userId || null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning();
    await writeAudit(
      db,
      actor.organizationId,
      actor,
      "member.invited",
      { email: input.email, role: input.role },
      now,
    );
    return { row: row!, org: org! };
  });
  try {
    await deps.providers.email.send({
      to: input.email,
      ...invitationEmail(deps.config.env.PRODUCT_NAME, org.name, input.role, invitationUrl(deps, token)),
      tag: "invitation",
      idempotencyKey: `org-invitation:${row.id}`,
    });
  } catch (err) {
    deps.log.error({ err }, "invitation e-mail failed");
    await deps.db.delete(organizationInvitations).where(eq(organizationInvitations.id, row.id));
    throw new AppError("UNAVAILABLE", "We could not send the invitation e-mail right now. Please try again.");
  }
  return { id: row.publicId, email: row.email, role: row.role, expiresAt: row.expiresAt };
}

/** Invitations not yet accepted, revoked or expired. */
export async function listInvitations(deps: Deps, organizationId: number) {
  const rows = await deps.db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, deps.now()),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt));
  return {
    invitations: rows.map((r) => ({ id: r.publicId, email: r.email, role: r.role, expiresAt: r.expiresAt })),
  };
}

export async function revokeInvitation(deps: Deps, actor: ActingMember, invitationPublicId: string) {
  const now = deps.now();
  const [row] = await deps.db
    .update(organizationInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organizationInvitations.organizationId, actor.organizationId),
        eq(organizationInvitations.publicId, invitationPublicId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
      ),
    )
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Invitation not found");
  await writeAudit(deps.db, actor.organizationId, actor, "invitation.revoked", { email: row.email }, now);
  return { success: true as const };
}

async function findInvitation(deps: Deps, token: string) {
  if (!isWellFormedToken(token)) throw new AppError("NOT_FOUND", INVALID);
  const [row] = await deps.db
    .select({
      inv: organizationInvitations,
      orgName: organizations.name,
      orgPublicId: organizations.publicId,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.tokenHash, hashToken(token)));
  if (!row || row.inv.revokedAt) throw new AppError("NOT_FOUND", INVALID);
  if (row.inv.acceptedAt) throw new AppError("NOT_FOUND", "This invitation has already been used");
  if (deps.now().getTime() >= row.inv.expiresAt.getTime())
    throw new AppError("NOT_FOUND", "This invitation has expired: ask for a new one");
  return row;
}

/** What the accept page shows before the press. Consumes nothing. */
export async function describeInvitation(deps: Deps, token: string) {
  const row = await findInvitation(deps, token);
  return {
    organization: row.orgName,
    email: row.inv.email,
    role: row.inv.role,
    expiresAt: row.inv.expiresAt,
  };
}

/**
 * The press: consumes the invitation (one UPDATE, so two presses race to one winner), creates the
 * invited user if new, adds the membership, and signs this browser in as the invited address,
 * acting for the organization. The link proves the mailbox, as a sign-in link does.
 */
export async function acceptInvitation(
  deps: Deps,
  token: string,
  meta: { ip: string | null; userAgent: string | null; previousSessionId: string | null },
) {
  const found = await findInvitation(deps, token);
  const now = deps.now();
  const user = await transaction(deps, async ({ db }) => {
    const [inv] = await db
      .update(organizationInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(organizationInvitations.tokenHash, hashToken(token)),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!inv) throw new AppError("NOT_FOUND", "This invitation has already been used");
    await db
      .insert(users)
      .values({ email: inv.email, role: "user" })
      .onConflictDoNothing({ target: users.email });
    // The e-mailed link proves the mailbox, as a sign-in link does.
    await db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.email, inv.email), eq(users.role, "user"), isNull(users.emailVerifiedAt)));
    const [u] = await db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, inv.email));
    // Operators sign in with their password only; an invitation signs none in.
    if (u!.role === "admin") throw new AppError("NOT_FOUND", INVALID);
    await db
      .update(organizationInvitations)
      .set({ acceptedByUserId: u!.id })
      .where(eq(organizationInvitations.id, inv.id));
    const joined = await db
      .insert(organizationMembers)
      .values({
        publicId: newId("mem"),
        organizationId: inv.organizationId,
        userId: u!.id,
        role: inv.role,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: organizationMembers.id });
    if (joined.length)
      await writeAudit(
        db,
        inv.organizationId,
        { userId: u!.id, email: u!.email },
        "member.joined",
        { email: u!.email, role: inv.role },
        now,
      );
    return u!;
  });
  if (meta.previousSessionId) await invalidateSession(deps, meta.previousSessionId);
  const session = await createSession(deps, user.id, { ipAddress: meta.ip, userAgent: meta.userAgent });
  await deps.db
    .insert(sessionOrganizations)
    .values({ sessionId: session.sessionId, organizationId: found.inv.organizationId });
  return {
    user,
    organization: { id: found.orgPublicId, name: found.orgName },
    token: session.token,
    expiresAt: session.expiresAt,
  };
}
