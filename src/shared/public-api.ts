import { z } from "zod";
import { CHECK_STATES } from "./states";

/** What an API key may do. A key holds one or more; each /api/v1 route needs one. */
export const API_SCOPES = ["checks:write", "checks:read", "reports:read", "webhooks:manage"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  "checks:write": "Create and cancel checks",
  "checks:read": "Read checks",
  "reports:read": "Download reports",
  "webhooks:manage": "Manage webhooks",
};

/** The events a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  "check.created",
  "reference.completed",
  "reference.failed",
  "check.completed",
  "check.failed",
  "report.ready",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/**
 * How long a webhook delivery waits for an earlier event of the same check to the same endpoint
 * (being retried) before it is sent anyway (services/webhooks/order.ts; documented on /developers).
 */
export const ORDER_WAIT_MINUTES = 60;

/** The dashboard's "Create API key" form (Settings → API). */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(80, "name must be at most 80 characters"),
  mode: z.enum(["live", "test"], { error: "mode must be live or test" }),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `each scope must be one of ${API_SCOPES.join(", ")}` }), {
      error: "scopes must be a list",
    })
    .min(1, "choose at least one scope")
    .transform((s) => [...new Set(s)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export interface ApiKeySummary {
  id: string;
  name: string;
  mode: "live" | "test";
  /** The first characters of the key, as shown on the dashboard ("rl_live_AbC123…"). */
  prefix: string;
  scopes: ApiScope[];
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** POST /api/v1/webhooks. */
export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: "url is required" })
    .trim()
    .min(1, "url is required")
    .max(2000, "must be at most 2000 characters"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `each event must be one of ${WEBHOOK_EVENTS.join(", ")}` }), {
      error: "events must be a list",
    })
    .min(1, "choose at least one event")
    .transform((e) => [...new Set(e)]),
  description: z.string().trim().max(200, "must be at most 200 characters").optional(),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/**
 * What POST /api/v1/checks adds to the request form's fields (the form's own schema validates
 * those, so a field added to the form is accepted here too). `requesterEmail` is the key's account.
 */
export const apiCheckExtrasSchema = z.object({
  externalId: z
    .string({ error: "externalId must be a string" })
    .trim()
    .min(1, "externalId must not be empty")
    .max(200, "externalId must be at most 200 characters")
    .optional(),
  metadata: z
    .record(
      z.string().max(40, "metadata keys must be at most 40 characters"),
      z
        .string({ error: "metadata values must be strings" })
        .max(500, "metadata values must be at most 500 characters"),
      { error: "metadata must be an object of strings" },
    )
    .refine((m) => Object.keys(m).length <= 20, "metadata may hold at most 20 keys")
    .optional(),
});

/** The states a check can be listed by: every state a check has (src/shared/states.ts). */
export const CHECK_STATUSES = CHECK_STATES;

/** GET /api/v1/checks query. */
export const listChecksQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(20),
  cursor: z.string().max(200, "cursor is not valid").optional(),
  status: z.enum(CHECK_STATUSES, { error: `status must be one of ${CHECK_STATUSES.join(", ")}` }).optional(),
  externalId: z.string().max(200, "externalId must be at most 200 characters").optional(),
  createdAfter: z.iso
    .datetime({ offset: true, error: "createdAfter must be an ISO 8601 date-time" })
    .optional(),
  createdBefore: z.iso
    .datetime({ offset: true, error: "createdBefore must be an ISO 8601 date-time" })
    .optional(),
});
export type ListChecksQuery = z.input<typeof listChecksQuerySchema>;

export const checkIdParamSchema = z.object({
  id: z.string().trim().min(1, "id is required").max(64, "id is too long"),
});

export const reportQuerySchema = z.object({
  design: z
    .enum(["standard", "enhanced"], { error: "design must be standard or enhanced" })
    .default("standard"),
});
