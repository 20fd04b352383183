import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries, webhookEndpoints, outboundEvents } from "../../db/schema";
import { AppError } from "../../errors";
import { open, seal } from "../../providers/secret-box";
import {
  createWebhookEndpointSchema,
  type CreateWebhookEndpointInput,
  type WebhookEventType,
} from "../../shared/public-api";
import { endpointsOf, organizationIdOf, type OwnerRef } from "../checks/owner";
import type { Deps } from "../deps";
import { newWebhookSecret } from "./signing";
import { assertReachableUrl, parseEndpointUrl } from "./url-guard";

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  createdAt: Date;
}

const MAX_ENDPOINTS = 10;
const sealContext = (publicId: string) => `webhook-endpoint:${publicId}`;

function view(row: typeof webhookEndpoints.$inferSelect): WebhookEndpointView {
  return {
    id: row.publicId,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    enabled: !row.disabledAt,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt,
  };
}

export function endpointSecret(deps: Deps, row: typeof webhookEndpoints.$inferSelect): string {
  return open(row.secretSealed, deps.config.encryptionKey, sealContext(row.publicId));
}

/** Registers an endpoint; its signing secret is in this answer only. */
export async function createWebhookEndpoint(
  deps: Deps,
  owner: OwnerRef,
  raw: CreateWebhookEndpointInput,
): Promise<WebhookEndpointView & { secret: string }> {
  const input = createWebhookEndpointSchema.parse(raw);
  const url = parseEndpointUrl(deps.config, input.url);
  await assertReachableUrl(deps.config, url);
  const existing = await deps.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(endpointsOf(owner));
  if (existing.length >= MAX_ENDPOINTS)
    throw new AppError("CONFLICT", `An account may have at most ${MAX_ENDPOINTS} webhook endpoints`);
  const publicId = `we_${randomBytes(12).toString("base64url")}`;
  const secret = newWebhookSecret();
  const now = deps.now();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      publicId,
      userId: owner.userId,
      organizationId: organizationIdOf(owner),
      url: url.toString(),
      description: input.description ?? null,
      events: input.events,
      secretSealed: seal(secret, deps.config.encryptionKey, sealContext(publicId)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...view(row!), secret };
}

export async function listWebhookEndpoints(deps: Deps, owner: OwnerRef): Promise<WebhookEndpointView[]> {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(endpointsOf(owner))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(view);
}

async function ownedEndpoint(deps: Deps, owner: OwnerRef, publicId: string) {
  const [row] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.publicId, publicId), endpointsOf(owner)));
  if (!row) throw new AppError("NOT_FOUND", "Webhook endpoint not found");
  return row;
}

export async function getWebhookEndpoint(deps: Deps, owner: OwnerRef, publicId: string) {
  return view(await ownedEndpoint(deps, owner, publicId));
}

export async function deleteWebhookEndpoint(deps: Deps, owner: OwnerRef, publicId: string) {
  const row = await ownedEndpoint(deps, owner, publicId);
  await deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  return { id: row.publicId, deleted: true as const };
}

/** Turns a disabled endpoint back on; deliveries that failed while it was off can then be replayed. */
export async function enableWebhookEndpoint(deps: Deps, owner: OwnerRef, publicId: string) {
  const row = await ownedEndpoint(deps, owner, publicId);
  const [updated] = await deps.db
    .update(webhookEndpoints)
    .set({ disabledAt: null, disabledReason: null, consecutiveFailures: 0, updatedAt: deps.now() })
    .where(eq(webhookEndpoints.id, row.id))
    .returning();
  return view(updated!);
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  succeededAt: Date | null;
  createdAt: Date;
  log: {
    attempt: number;
    outcome: string;
    statusCode: number | null;
    error: string | null;
    durationMs: number | null;
    startedAt: Date;
  }[];
}

/** The delivery log of one endpoint, newest first, with every attempt and its response code. */
export async function listDeliveries(
  deps: Deps,
  owner: OwnerRef,
  publicId: string,
  opts: { limit?: number; before?: string } = {},
): Promise<{ data: DeliveryView[] }> {
  const endpoint = await ownedEndpoint(deps, owner, publicId);
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 100);
  let beforeId: number | null = null;
  if (opts.before) {
    const [b] = await deps.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.publicId, opts.before), eq(webhookDeliveries.endpointId, endpoint.id)));
    beforeId = b?.id ?? null;
  }
  const rows = await deps.db
    .select({ d: webhookDeliveries, e: outboundEvents })
    .from(webhookDeliveries)
    .innerJoin(outboundEvents, eq(outboundEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        beforeId ? lt(webhookDeliveries.id, beforeId) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = rows.map((r) => r.d.id);
  const attempts = ids.length
    ? await deps.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(webhookAttempts.id)
    : [];
  return {
    data: rows.map(({ d, e }) => ({
      id: d.publicId,
      eventId: e.publicId,
      eventType: e.type,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      succeededAt: d.succeededAt,
      createdAt: d.createdAt,
      log: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          attempt: a.attempt,
          outcome: a.outcome,
          statusCode: a.statusCode,
          error: a.error,
          durationMs: a.durationMs,
          startedAt: a.startedAt,
        })),
    })),
  };
}

/** Sends a delivery again now (same webhook-id, so a receiver that already has it can ignore it). */
export async function replayDelivery(deps: Deps, owner: OwnerRef, endpointId: string, deliveryId: string) {
  const endpoint = await ownedEndpoint(deps, owner, endpointId);
  if (endpoint.disabledAt)
    throw new AppError("CONFLICT", "This endpoint is disabled: enable it before replaying deliveries");
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()`, enqueuedAt: null, updatedAt: deps.now() })
    .where(and(eq(webhookDeliveries.publicId, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning({ id: webhookDeliveries.publicId, status: webhookDeliveries.status });
  if (!row) throw new AppError("NOT_FOUND", "Webhook delivery not found");
  return row;
}
