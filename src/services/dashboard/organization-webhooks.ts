import type { CreateWebhookEndpointInput } from "../../shared/public-api";
import type { Deps } from "../deps";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookEndpoints,
} from "../webhooks/endpoints";
import { writeAudit } from "../organizations/audit";
import type { ActingMember } from "../organizations/members";
import type { OwnerRef } from "../checks/owner";

/**
 * The organization's webhook endpoints in Settings (owners and admins): the same endpoints its
 * API keys manage over /api/v1, each change written to the audit log.
 */
const ownerOf = (m: ActingMember): OwnerRef => ({
  kind: "organization",
  organizationId: m.organizationId,
  userId: m.userId,
  email: m.email,
});

export async function organizationWebhooks(deps: Deps, m: ActingMember) {
  return { endpoints: await listWebhookEndpoints(deps, ownerOf(m)) };
}

export async function addOrganizationWebhook(deps: Deps, m: ActingMember, input: CreateWebhookEndpointInput) {
  const created = await createWebhookEndpoint(deps, ownerOf(m), input);
  await writeAudit(
    deps.db,
    m.organizationId,
    m,
    "webhook.created",
    { endpoint: created.id, url: created.url, events: created.events },
    deps.now(),
  );
  return created;
}

export async function removeOrganizationWebhook(deps: Deps, m: ActingMember, endpointId: string) {
  const r = await deleteWebhookEndpoint(deps, ownerOf(m), endpointId);
  await writeAudit(deps.db, m.organizationId, m, "webhook.deleted", { endpoint: endpointId }, deps.now());
  return r;
}

export async function enableOrganizationWebhook(deps: Deps, m: ActingMember, endpointId: string) {
  const r = await enableWebhookEndpoint(deps, ownerOf(m), endpointId);
  await writeAudit(deps.db, m.organizationId, m, "webhook.enabled", { endpoint: endpointId }, deps.now());
  return r;
}
