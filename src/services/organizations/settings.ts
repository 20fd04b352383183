import { and, eq, isNull } from "drizzle-orm";
import { organizations, users } from "../../db/schema";
import { AppError } from "../../errors";
import {
  domainOf,
  organizationSettingsSchema,
  type OrganizationSettingsInput,
} from "../../shared/organizations";
import type { Deps } from "../deps";
import { NO_SUCH_ORGANIZATION } from "./actor";
import { writeAudit, type AuditActor } from "./audit";

/** The organization's settings as Settings → Organization shows them. */
export async function organizationSettings(deps: Deps, organizationId: number) {
  const [org] = await deps.db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!org) throw new AppError("NOT_FOUND", NO_SUCH_ORGANIZATION);
  return {
    id: org.publicId,
    name: org.name,
    billingEmail: org.billingEmail,
    domain: org.domain,
    sharedEmail: org.sharedEmail,
    defaultReportDesign: org.defaultReportDesign,
  };
}

/**
 * A domain may be set only by someone whose own address there is verified (they opened a link
 * sent to it): otherwise anyone could name a company's domain and collect its people's requests.
 */
export async function assertDomainIsTheirs(deps: Deps, actor: AuditActor, domain: string) {
  const [u] = await deps.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!u?.verifiedAt || domainOf(u.email) !== domain)
    throw new AppError("BAD_REQUEST", `domain must be your own verified address's domain`, {
      domain: [`can only be set by a member with a verified address at ${domain}`],
    });
}

/** Changes the shared e-mail address, the domain and the default report design (owners and admins). */
export async function updateOrganizationSettings(
  deps: Deps,
  actor: AuditActor & { organizationId: number },
  raw: OrganizationSettingsInput,
) {
  const input = organizationSettingsSchema.parse(raw);
  const before = await organizationSettings(deps, actor.organizationId);
  const set: Partial<typeof organizations.$inferInsert> = {};
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  if (input.sharedEmail !== undefined && input.sharedEmail !== before.sharedEmail) {
    set.sharedEmail = input.sharedEmail;
    changed.sharedEmail = { from: before.sharedEmail, to: input.sharedEmail };
  }
  if (input.domain !== undefined && input.domain !== before.domain) {
    if (input.domain) await assertDomainIsTheirs(deps, actor, input.domain);
    set.domain = input.domain;
    changed.domain = { from: before.domain, to: input.domain };
  }
  if (input.defaultReportDesign && input.defaultReportDesign !== before.defaultReportDesign) {
    set.defaultReportDesign = input.defaultReportDesign;
    changed.defaultReportDesign = { from: before.defaultReportDesign, to: input.defaultReportDesign };
  }
  if (Object.keys(changed).length) {
    const now = deps.now();
    await deps.db
      .update(organizations)
      .set({ ...set, updatedAt: now })
      .where(eq(organizations.id, actor.organizationId));
    await writeAudit(deps.db, actor.organizationId, actor, "settings.changed", changed, now);
  }
  return organizationSettings(deps, actor.organizationId);
}
