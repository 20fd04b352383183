import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  customerApiKeys,
  organizationInvitations,
  organizationJoinRequests,
  organizationMembers,
  organizations,
  referenceChecks,
  sessionOrganizations,
  webhookEndpoints,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { NO_SUCH_ORGANIZATION } from "./actor";
import { writeAudit } from "./audit";
import type { ActingMember } from "./members";

/**
 * A check still under way: being worked on, or paid (or free) and waiting to start, or awaiting a
 * payment that has begun (a card form or hosted checkout was opened). An unpaid order nobody began
 * to pay for is not: deleting the organization closes it.
 */
const inFlight = or(
  eq(referenceChecks.status, "processing"),
  and(
    eq(referenceChecks.status, "pending"),
    or(
      sql`${referenceChecks.paymentStatus} <> 'pending'`,
      sql`${referenceChecks.stripePaymentIntentId} is not null`,
      sql`${referenceChecks.stripeCheckoutSessionId} is not null`,
    ),
  ),
)!;

const unpaidUnstarted = and(
  eq(referenceChecks.status, "pending"),
  eq(referenceChecks.paymentStatus, "pending"),
  isNull(referenceChecks.stripePaymentIntentId),
  isNull(referenceChecks.stripeCheckoutSessionId),
)!;

export const CLOSED_BY_DELETION = "The organization was deleted before this check was paid for";

/**
 * Deletes an organization (its owner, typing its name to confirm). Refused while any of its
 * checks is in flight. Otherwise, in one transaction: its members, pending invitations and join
 * requests and every session's acting-for row go (nobody reaches its things any more), its API
 * keys are revoked, its webhook endpoints deleted (their signing secrets with them), unpaid orders
 * nobody began to pay are closed, and the organization row is marked deleted but kept, with its
 * name and billing e-mail, so that its checks, payments, refunds and receipts stay accountable.
 * What is still e-mailed about its checks (a refund an operator makes) goes to the billing e-mail.
 */
export async function deleteOrganization(deps: Deps, actor: ActingMember, confirmName: string) {
  const now = deps.now();
  return transaction(deps, async ({ db }) => {
    const [org] = await db
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, actor.organizationId), isNull(organizations.deletedAt)))
      .for("update");
    if (!org) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
    if (confirmName.trim() !== org.name)
      throw new AppError("BAD_REQUEST", "confirmName must be the organization's name, exactly as shown", {
        confirmName: [`must be "${org.name}" to delete the organization`],
      });
    const busy = await db
      .select({ id: referenceChecks.publicId, candidate: referenceChecks.candidateName })
      .from(referenceChecks)
      .where(and(eq(referenceChecks.organizationId, org.id), inFlight))
      .limit(50);
    if (busy.length)
      throw new AppError(
        "CONFLICT",
        `${busy.length === 50 ? "50 or more checks are" : busy.length === 1 ? "1 check is" : `${busy.length} checks are`} still in flight (${busy
          .slice(0, 5)
          .map((b) => b.candidate)
          .join(
            ", ",
          )}${busy.length > 5 ? ", …" : ""}): the organization can be deleted once they have finished or been cancelled`,
      );

    const closed = await db
      .update(referenceChecks)
      .set({ status: "failed", failureReason: CLOSED_BY_DELETION, checkoutTokenHash: null, updatedAt: now })
      .where(and(eq(referenceChecks.organizationId, org.id), unpaidUnstarted))
      .returning({ id: referenceChecks.id });
    // Whatever is still e-mailed about its checks goes to the billing address, not to former members.
    const kept = await db
      .update(referenceChecks)
      .set({ requesterEmail: org.billingEmail.toLowerCase() })
      .where(eq(referenceChecks.organizationId, org.id))
      .returning({ id: referenceChecks.id });
    const keys = await db
      .update(customerApiKeys)
      .set({ revokedAt: now })
      .where(and(eq(customerApiKeys.organizationId, org.id), isNull(customerApiKeys.revokedAt)))
      .returning({ id: customerApiKeys.id });
    const endpoints = await db
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, org.id))
      .returning({ id: webhookEndpoints.id });
    const members = await db
      .delete(organizationMembers)
      .where(eq(organizationMembers.organizationId, org.id))
      .returning({ id: organizationMembers.id });
    await db.delete(sessionOrganizations).where(eq(sessionOrganizations.organizationId, org.id));
    await db
      .update(organizationInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(organizationInvitations.organizationId, org.id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      );
    await db
      .update(organizationJoinRequests)
      .set({ status: "declined", decidedAt: now, decidedByUserId: actor.userId || null })
      .where(
        and(
          eq(organizationJoinRequests.organizationId, org.id),
          inArray(organizationJoinRequests.status, ["pending"]),
        ),
      );
    await db
      .update(organizations)
      .set({ deletedAt: now, domain: null, sharedEmail: null, updatedAt: now })
      .where(eq(organizations.id, org.id));
    const summary = {
      name: org.name,
      checksKept: kept.length,
      unpaidClosed: closed.length,
      keysRevoked: keys.length,
      endpointsDeleted: endpoints.length,
      membersRemoved: members.length,
    };
    await writeAudit(db, org.id, actor, "organization.deleted", summary, now);
    deps.log.info({ organizationId: org.id, ...summary }, "organization deleted");
    return { id: org.publicId, deleted: true as const, ...summary };
  });
}
