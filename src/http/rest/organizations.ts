import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { organizations } = appRouter;

/** Issue 33's REST paths for scripting, each the same procedure the Settings page calls. */
export const organizationsRoutes = [
  bind("POST /api/organizations", organizations.create, ({ body }) => body, { status: 201 }),
  bind("GET /api/organizations/:id/members", organizations.members, ({ params }) => ({
    organizationId: params.id,
  })),
  bind(
    "POST /api/organizations/:id/invitations",
    organizations.invite,
    ({ params, body }) => ({ organizationId: params.id, email: body.email, role: body.role }),
    { status: 201 },
  ),
  bind("POST /api/invitations/:token/accept", organizations.acceptInvitation, ({ params }) => ({
    token: params.token,
  })),
  bind("PATCH /api/organizations/:id/members/:memberId", organizations.changeRole, ({ params, body }) => ({
    organizationId: params.id,
    memberId: params.memberId,
    role: body.role,
  })),
  bind("DELETE /api/organizations/:id", organizations.delete, ({ params, body }) => ({
    organizationId: params.id,
    confirmName: body?.confirmName,
  })),
  bind("GET /api/organizations/:id/settings", organizations.settings, ({ params }) => ({
    organizationId: params.id,
  })),
  bind("PATCH /api/organizations/:id/settings", organizations.updateSettings, ({ params, body }) => ({
    organizationId: params.id,
    sharedEmail: body.sharedEmail,
    domain: body.domain,
    defaultReportDesign: body.defaultReportDesign,
  })),
  bind(
    "POST /api/organizations/:id/join-requests",
    organizations.requestJoin,
    ({ params }) => ({
      organizationId: params.id,
    }),
    { status: 201 },
  ),
  bind("DELETE /api/organizations/:id/members/:memberId", organizations.removeMember, ({ params }) => ({
    organizationId: params.id,
    memberId: params.memberId,
  })),
];

export function registerOrganizationsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, organizationsRoutes);
}
