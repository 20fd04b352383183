import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  CHECK_STATUSES,
  ORDER_WAIT_MINUTES,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from "../../shared/public-api";
import { REFERENCE_STATES } from "../../shared/states";
import { checkPhase } from "./openapi-schemas";

/*
 * The webhooks of the OpenAPI document: one operation per event type, each with its payload (the
 * Standard Webhooks envelope around the event's data) and the signature headers.
 */

export const WEBHOOK_ORDERING = `Events about one check carry \`data.sequence\` (1, 2, 3 … in the order they happened for that check; a gap means an event type this endpoint does not subscribe to, or one emitted while it was disabled) and \`data.occurredAt\`. Deliveries of one check to one endpoint go out in sequence order: a later event waits while an earlier one is being retried, for at most ${ORDER_WAIT_MINUTES} minutes after it happened; after that it is sent anyway, so order by \`data.sequence\` if you store events. Events about different checks are not ordered with respect to each other. \`report.ready\` comes when the report files exist, before \`check.completed\` (sent once the report has been delivered). Nothing is sent to a disabled endpoint.`;

const DESCRIPTIONS: Record<WebhookEventType, string> = {
  "check.created": "A check was created (by the API, the web form or the dashboard).",
  "reference.completed": "A reference was interviewed.",
  "reference.failed":
    "A reference could not be interviewed (declined, no consent, opted out, unreachable, cancelled).",
  "check.completed": "The report was delivered: every reference is done.",
  "check.failed": "Nothing could be delivered for the check (see failureReason).",
  "report.ready": "The report exists: fetch it from reports.pdf / reports.json of the check.",
};

const common = {
  checkId: z.string().describe("The check's public id"),
  sequence: z.number().int().min(1).describe("This event's number among its check's events"),
  occurredAt: z.string().datetime().describe("When it happened (the envelope's timestamp)"),
  externalId: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  status: z.enum(CHECK_STATUSES).describe("The check's status when the event happened"),
  testMode: z.boolean(),
  phase: checkPhase
    .nullable()
    .describe(
      "The check's phase when the event was first sent (the same object as `phase` of GET /api/v1/checks/{id}, in the words of its status page and e-mails); the same in every retry and replay. Null only for a check erased before the event went out.",
    ),
};
const failureReason = z.string().nullable();
const extra: Record<WebhookEventType, Record<string, z.ZodType>> = {
  "check.created": {},
  "report.ready": {},
  "check.completed": { failureReason: failureReason.describe("Always null") },
  "check.failed": { failureReason: failureReason.describe("Why nothing could be delivered") },
  "reference.completed": {
    referenceIndex: z.number().int().min(1).max(3),
    referenceStatus: z.enum(REFERENCE_STATES),
    failureReason,
  },
  "reference.failed": {
    referenceIndex: z.number().int().min(1).max(3),
    referenceStatus: z.enum(REFERENCE_STATES),
    failureReason: failureReason.describe("Why the reference could not be interviewed"),
  },
};

const schemaName = (type: string) =>
  type
    .split(".")
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join("") + "Event";

/** The payload of each event type: the envelope with that type's data (a component of the document). */
const eventSchema = (type: WebhookEventType) =>
  z
    .object({
      type: z.literal(type),
      timestamp: z.string().datetime().describe("When the event happened"),
      data: z.object({ ...common, ...extra[type] }),
    })
    .describe(DESCRIPTIONS[type])
    .meta({ id: schemaName(type) });
export const EVENT_SCHEMAS = Object.fromEntries(
  WEBHOOK_EVENTS.map((type) => [type, eventSchema(type)]),
) as Record<WebhookEventType, ReturnType<typeof eventSchema>>;

export function registerWebhooks(r: OpenAPIRegistry) {
  const signatureHeaders = z.object({
    "webhook-id": z
      .string()
      .describe("The event's id (msg_…): the same on every retry and replay; dedupe on it"),
    "webhook-timestamp": z.string().describe("Unix seconds when this attempt was signed"),
    "webhook-signature": z
      .string()
      .describe("v1,<base64 HMAC-SHA256> per Standard Webhooks, keyed with the endpoint's whsec_ secret"),
  });
  for (const type of WEBHOOK_EVENTS) {
    r.registerWebhook({
      method: "post",
      path: type,
      operationId: `on${schemaName(type)}`,
      summary: type,
      description: `${DESCRIPTIONS[type]} ${WEBHOOK_ORDERING}`,
      tags: ["Webhooks"],
      request: {
        headers: signatureHeaders,
        body: { required: true, content: { "application/json": { schema: EVENT_SCHEMAS[type] } } },
      },
      responses: {
        "200": { description: "Any 2xx within 10 seconds acknowledges the event" },
        "500": {
          description: "Anything else (or no answer in time) is retried later with the same webhook-id",
        },
      },
    });
  }
}
