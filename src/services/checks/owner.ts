import { and, eq, isNull, type SQL } from "drizzle-orm";
import { customerApiKeys, referenceChecks, webhookEndpoints } from "../../db/schema";
import type { OrganizationRole } from "../../shared/states";

/**
 * Whose things a request touches: a person's own (personal use, as before organizations) or an
 * organization's. A personal scope never reaches an organization's rows and the reverse, so a
 * member removed from an organization keeps nothing of it.
 */
export type OwnerRef =
  | { kind: "personal"; userId: number; email: string }
  | { kind: "organization"; organizationId: number; userId: number; email: string };

/** A signed-in person's scope: for an organization, with their role in it (re-read on every call). */
export type Owner =
  | { kind: "personal"; userId: number; email: string }
  | {
      kind: "organization";
      organizationId: number;
      organizationPublicId: string;
      userId: number;
      email: string;
      role: OrganizationRole;
    };

/** Checks of this owner: personal ones by requester address (as before), an organization's by its id. */
export function checksOf(owner: OwnerRef): SQL {
  return owner.kind === "personal"
    ? and(
        eq(referenceChecks.requesterEmail, owner.email.toLowerCase()),
        isNull(referenceChecks.organizationId),
      )!
    : eq(referenceChecks.organizationId, owner.organizationId);
}

export function keysOf(owner: OwnerRef): SQL {
  return owner.kind === "personal"
    ? and(eq(customerApiKeys.userId, owner.userId), isNull(customerApiKeys.organizationId))!
    : eq(customerApiKeys.organizationId, owner.organizationId);
}

export function endpointsOf(owner: OwnerRef): SQL {
  return owner.kind === "personal"
    ? and(eq(webhookEndpoints.userId, owner.userId), isNull(webhookEndpoints.organizationId))!
    : eq(webhookEndpoints.organizationId, owner.organizationId);
}

/** The organization id stored on new rows of this owner (null: personal). */
export const organizationIdOf = (owner: OwnerRef) =>
  owner.kind === "organization" ? owner.organizationId : null;
