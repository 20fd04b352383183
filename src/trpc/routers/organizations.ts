import { z } from "zod";
import { setSessionCookie } from "../../services/accounts/cookies";
import { listAudit } from "../../services/organizations/audit";
import {
  acceptInvitation,
  describeInvitation,
  invite,
  listInvitations,
  revokeInvitation,
} from "../../services/organizations/invitations";
import {
  changeRole,
  createOrganization,
  listMembers,
  myOrganizations,
  removeMember,
  setActingFor,
} from "../../services/organizations/members";
import { moveMyChecks } from "../../services/organizations/move-checks";
import { deleteOrganization } from "../../services/organizations/delete";
import {
  decideJoinRequest,
  joinableOrganizations,
  listJoinRequests,
  requestToJoin,
} from "../../services/organizations/join";
import { organizationSettings, updateOrganizationSettings } from "../../services/organizations/settings";
import {
  addOrganizationWebhook,
  enableOrganizationWebhook,
  organizationWebhooks,
  removeOrganizationWebhook,
} from "../../services/dashboard/organization-webhooks";
import { createWebhookEndpointSchema } from "../../shared/public-api";
import {
  createOrganizationSchema,
  decideJoinSchema,
  deleteOrganizationSchema,
  invitationTokenSchema,
  organizationSettingsSchema,
  inviteSchema,
  memberIdSchema,
  organizationIdSchema,
  publicIdOf,
  roleSchema,
} from "../../shared/organizations";
import { customerProcedure, publicProcedure, router } from "../init";
import { organizationAction } from "../organization";
import { perMinute } from "../rate-limit";

/**
 * Organizations (services/organizations): a team that owns checks, keys and webhook endpoints,
 * its members and roles, invitations, and the audit log. Every procedure on one organization is
 * built from organizationAction (membership and role re-read from the database on each call).
 */
export const organizationsRouter = router({
  /** The organizations the signed-in person belongs to, and which one this session acts for. */
  mine: customerProcedure.query(({ ctx }) => myOrganizations(ctx.deps, ctx.user.id, ctx.sessionId)),

  /** The org switcher: act for one of my organizations, or (null) for myself. */
  actFor: customerProcedure
    .input(z.object({ organizationId: organizationIdSchema.nullable() }))
    .mutation(({ ctx, input }) => setActingFor(ctx.deps, ctx.user.id, ctx.sessionId, input.organizationId)),

  /** POST /api/organizations { name }: the creator becomes its owner. */
  create: customerProcedure
    .use(perMinute(10))
    .input(createOrganizationSchema)
    .mutation(({ ctx, input }) =>
      createOrganization(ctx.deps, { userId: ctx.user.id, email: ctx.user.email }, ctx.sessionId, input),
    ),

  /** GET /api/organizations/{id}/members */
  members: organizationAction("members.read").query(({ ctx }) =>
    listMembers(ctx.deps, ctx.member.organizationId),
  ),

  /** POST /api/organizations/{id}/invitations { email, role } */
  invite: organizationAction("members.manage")
    .use(perMinute(30))
    .input(inviteSchema)
    .mutation(({ ctx, input }) => invite(ctx.deps, ctx.member, input)),

  invitations: organizationAction("members.manage").query(({ ctx }) =>
    listInvitations(ctx.deps, ctx.member.organizationId),
  ),

  revokeInvitation: organizationAction("members.manage")
    .input(z.object({ invitationId: publicIdOf("inv", "invitationId") }))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.deps, ctx.member, input.invitationId)),

  /** PATCH /api/organizations/{id}/members/{memberId} { role } */
  changeRole: organizationAction("members.manage")
    .input(z.object({ memberId: memberIdSchema, role: roleSchema }))
    .mutation(({ ctx, input }) => changeRole(ctx.deps, ctx.member, input.memberId, input.role)),

  /** DELETE /api/organizations/{id}/members/{memberId}: owners and admins remove; anyone may leave. */
  removeMember: organizationAction("members.read")
    .input(z.object({ memberId: memberIdSchema }))
    .mutation(({ ctx, input }) => removeMember(ctx.deps, ctx.member, input.memberId)),

  /** Moves my personal checks into the organization. */
  moveMyChecks: organizationAction("checks.create").mutation(({ ctx }) => moveMyChecks(ctx.deps, ctx.member)),

  audit: organizationAction("audit.read").query(async ({ ctx }) => ({
    entries: await listAudit(ctx.deps, ctx.member.organizationId),
  })),

  /** DELETE /api/organizations/{id} { confirmName }: owners only, refused while checks are in flight. */
  delete: organizationAction("organization.delete")
    .use(perMinute(10))
    .input(deleteOrganizationSchema)
    .mutation(({ ctx, input }) => deleteOrganization(ctx.deps, ctx.member, input.confirmName)),

  /** GET /api/organizations/{id}/settings: the shared address, the domain, the default report design. */
  settings: organizationAction("settings.read").query(({ ctx }) =>
    organizationSettings(ctx.deps, ctx.member.organizationId),
  ),

  /** PATCH /api/organizations/{id}/settings (owners and admins). */
  updateSettings: organizationAction("settings.manage")
    .use(perMinute(30))
    .input(organizationSettingsSchema)
    .mutation(({ ctx, input }) => updateOrganizationSettings(ctx.deps, ctx.member, input)),

  /** The organization's webhook endpoints in Settings (owners and admins). */
  webhooks: organizationAction("webhooks.read").query(({ ctx }) =>
    organizationWebhooks(ctx.deps, ctx.member),
  ),

  createWebhook: organizationAction("webhooks.manage")
    .use(perMinute(20))
    .input(createWebhookEndpointSchema)
    .mutation(({ ctx, input }) => addOrganizationWebhook(ctx.deps, ctx.member, input)),

  deleteWebhook: organizationAction("webhooks.manage")
    .input(z.object({ endpointId: publicIdOf("we", "endpointId") }))
    .mutation(({ ctx, input }) => removeOrganizationWebhook(ctx.deps, ctx.member, input.endpointId)),

  enableWebhook: organizationAction("webhooks.manage")
    .input(z.object({ endpointId: publicIdOf("we", "endpointId") }))
    .mutation(({ ctx, input }) => enableOrganizationWebhook(ctx.deps, ctx.member, input.endpointId)),

  /** Organizations at my verified address's domain that I may ask to join. */
  joinable: customerProcedure.query(({ ctx }) => joinableOrganizations(ctx.deps, ctx.user.id)),

  /** POST /api/organizations/{id}/join-requests: asks to join by verified domain. */
  requestJoin: customerProcedure
    .use(perMinute(10))
    .input(z.object({ organizationId: organizationIdSchema }))
    .mutation(({ ctx, input }) =>
      requestToJoin(ctx.deps, { userId: ctx.user.id, email: ctx.user.email }, input.organizationId),
    ),

  joinRequests: organizationAction("members.manage").query(({ ctx }) =>
    listJoinRequests(ctx.deps, ctx.member.organizationId),
  ),

  /** Approves (with a role) or declines a request to join (owners and admins). */
  decideJoin: organizationAction("members.manage")
    .input(decideJoinSchema)
    .mutation(({ ctx, input }) => decideJoinRequest(ctx.deps, ctx.member, input)),

  /** The accept page's look before the press. */
  invitation: publicProcedure
    .use(perMinute(30))
    .input(z.object({ token: invitationTokenSchema }))
    .query(({ ctx, input }) => describeInvitation(ctx.deps, input.token)),

  /** POST /api/invitations/{token}/accept: joins, and signs this browser in as the invited address. */
  acceptInvitation: publicProcedure
    // A whole office behind one address may join within a minute; tokens are 256-bit, so this only damps noise.
    .use(perMinute(30))
    .input(z.object({ token: invitationTokenSchema }))
    .mutation(async ({ ctx, input }) => {
      const r = await acceptInvitation(ctx.deps, input.token, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        previousSessionId: ctx.sessionId,
      });
      if (ctx.req && ctx.res) setSessionCookie(ctx.deps.config, ctx.req, ctx.res, r.token, r.expiresAt);
      return { user: r.user, organization: r.organization };
    }),
});
