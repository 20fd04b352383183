import { z } from "zod";
import { AppError } from "../errors";
import {
  NO_SUCH_ORGANIZATION,
  ORGANIZATION_HEADER,
  membershipOf,
  resolveOwner,
} from "../services/organizations/actor";
import { allows, refusal, type Action } from "../services/organizations/policy";
import { organizationIdSchema } from "../shared/organizations";
import type { Context } from "./context";
import { customerProcedure } from "./init";

/**
 * Authorization in one place. Every customer procedure that reads or changes a check, report, key,
 * webhook or receipt is built from `customerAction(action)`: it resolves the actor (the session's
 * user), the owner it acts for (the X-Organization header of a REST script, else the organization
 * this session chose, else personal use) and the role, and consults the policy table. The REST
 * paths call these same procedures in-process, so they inherit it.
 */
export function customerAction(action: Action) {
  return customerProcedure.use(async ({ ctx, next }) => {
    const header = ctx.req?.headers[ORGANIZATION_HEADER];
    const owner = await resolveOwner(
      ctx.deps,
      ctx.user,
      ctx.sessionId,
      typeof header === "string" ? header : null,
    );
    if (owner.kind === "organization" && !allows(owner.role, action))
      throw new AppError("FORBIDDEN", refusal(owner.role, action));
    return next({ ctx: { ...ctx, owner } });
  });
}

/**
 * A procedure on one named organization (the {id} of /api/organizations/{id}/…): the caller must be
 * a member whose role allows `action`. A non-member gets the same answer as for no such organization.
 */
export function organizationAction(action: Action) {
  return customerProcedure
    .input(z.object({ organizationId: organizationIdSchema }))
    .use(async ({ ctx, input, next }) => {
      const m = await membershipOf(ctx.deps, ctx.user.id, input.organizationId);
      if (!m) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
      if (!allows(m.role, action)) throw new AppError("FORBIDDEN", refusal(m.role, action));
      const member = {
        organizationId: m.organizationId,
        role: m.role,
        userId: ctx.user.id,
        email: ctx.user.email,
      };
      return next({ ctx: { ...ctx, member } });
    });
}

/**
 * Who a check submitted through the web form belongs to: when a signed-in member acts for an
 * organization (and their role may order checks), the organization, ordered by them; otherwise
 * nobody's in particular (personal use, owned by the requester address as before).
 */
export async function orderingOwner(
  ctx: Context,
  requesterEmail: string,
): Promise<{ organizationId: number; orderedByUserId: number } | undefined> {
  if (!ctx.user || ctx.user.id === 0) return undefined;
  const header = ctx.req?.headers[ORGANIZATION_HEADER];
  const owner = await resolveOwner(
    ctx.deps,
    ctx.user,
    ctx.sessionId,
    typeof header === "string" ? header : null,
  );
  if (owner.kind === "personal") return undefined;
  if (!allows(owner.role, "checks.create"))
    throw new AppError("FORBIDDEN", refusal(owner.role, "checks.create"));
  if (requesterEmail.trim().toLowerCase() !== owner.email.toLowerCase())
    throw new AppError(
      "BAD_REQUEST",
      "requesterEmail must be your signed-in address while you order for an organization",
      {
        requesterEmail: [`must be ${owner.email} while you order for an organization`],
      },
    );
  return { organizationId: owner.organizationId, orderedByUserId: owner.userId };
}
