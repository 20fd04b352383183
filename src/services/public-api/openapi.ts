import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { checkRequestFields } from "../../shared/check-request";
import {
  API_SCOPES,
  apiCheckExtrasSchema,
  CHECK_STATUSES,
  checkIdParamSchema,
  createWebhookEndpointSchema,
  listChecksQuerySchema,
  reportQuerySchema,
  WEBHOOK_EVENTS,
} from "../../shared/public-api";

/*
 * The OpenAPI 3.1 description of /api/v1, generated from the zod schemas the routes validate with
 * (the request form's own schema for a check). Response shapes are written here once as zod too.
 */

const problem = z.object({
  type: z.string().describe("A link to this kind of problem on /developers"),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().describe("What went wrong, in a sentence that names the field"),
  instance: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

const reference = z.object({
  index: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  language: z.string(),
  status: z.enum(["pending", "scheduled", "in_progress", "completed", "failed"]),
  attempts: z.number().int(),
  nextCallAt: z.string().datetime().nullable(),
  completedAt: z.string().datetime().nullable(),
  failureReason: z.string().nullable(),
});

const check = z.object({
  object: z.literal("check"),
  id: z.string().describe("The check's public id"),
  status: z.enum(CHECK_STATUSES),
  testMode: z.boolean(),
  candidateName: z.string(),
  role: z.string(),
  companyName: z.string(),
  externalId: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  origin: z.object({ type: z.enum(["api", "web"]), apiKeyName: z.string().nullable() }),
  createdAt: z.string().datetime(),
  nextCallAt: z.string().datetime().nullable(),
  failureReason: z.string().nullable(),
  references: z.array(reference),
  payment: z.object({
    status: z.string(),
    amount: z.number(),
    amountRefunded: z.number(),
    currency: z.literal("USD"),
    checkoutUrl: z
      .string()
      .nullable()
      .describe("Where to pay a check that waits for payment (in the creation answer)"),
  }),
  reports: z.object({ pdf: z.string(), enhancedPdf: z.string().nullable(), json: z.string() }).nullable(),
  statusUrl: z.string(),
});

const checkList = z.object({
  object: z.literal("list"),
  data: z.array(check),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last"),
});

const quote = z.object({ level: z.enum(["red", "yellow", "green"]), title: z.string(), quote: z.string() });
const report = z.object({
  object: z.literal("report"),
  checkId: z.string(),
  candidateName: z.string(),
  role: z.string(),
  companyName: z.string(),
  generatedAt: z.string().datetime(),
  summary: z.object({
    executiveSummary: z.string(),
    score: z.number().nullable().describe("Hiring recommendation out of 10"),
    verdict: z.string(),
    confidence: z.string(),
    reasoning: z.array(z.string()),
    interviewed: z.number().int(),
    total: z.number().int(),
    flagCounts: z.object({ red: z.number().int(), yellow: z.number().int(), green: z.number().int() }),
    comparison: z.array(z.string()),
  }),
  flags: z.array(quote.extend({ referenceIndex: z.number().int(), referenceName: z.string() })),
  references: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      relationship: z.string(),
      status: z.string(),
      failureReason: z.string().nullable(),
      callDate: z.string().datetime().nullable(),
      durationSeconds: z.number().nullable(),
      erased: z.boolean(),
      assessment: z
        .object({
          summary: z.string(),
          rating: z.number(),
          sentiment: z.string(),
          recommendationStrength: z.string(),
          keyInsights: z.array(z.string()),
          flags: z.array(quote),
        })
        .nullable(),
    }),
  ),
});

const endpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledAt: z.string().datetime().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string().datetime(),
});

const delivery = z.object({
  id: z.string(),
  eventId: z.string().describe("The webhook-id header of every attempt"),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number().int(),
  nextAttemptAt: z.string().datetime().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  succeededAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
  log: z.array(
    z.object({
      attempt: z.number().int(),
      outcome: z.enum(["sending", "succeeded", "failed"]),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      durationMs: z.number().int().nullable(),
      startedAt: z.string().datetime(),
    }),
  ),
});

/** The body of POST /api/v1/checks: the request form's fields (the key's account is the requester) plus the API's. */
export const apiCheckRequestBody = z
  .object(checkRequestFields.shape)
  .omit({ requesterEmail: true })
  .extend(apiCheckExtrasSchema.shape);

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const problems = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((c) => [
      String(c),
      {
        description: PROBLEM_TEXT[c] ?? "Problem",
        content: { "application/problem+json": { schema: problem } },
      },
    ]),
  );
const PROBLEM_TEXT: Record<number, string> = {
  400: "Invalid request: `errors` names each field",
  401: "No API key, or a revoked or unknown one (see WWW-Authenticate)",
  403: "The key lacks this route's scope",
  404: "No such object for this key's account",
  409: "Conflict (see detail)",
  429: "Over the key's per-minute limit (see Retry-After)",
};
const common = [401, 403, 429];
const idParam = checkIdParamSchema;
const webhookId = z.object({ id: z.string().describe("The endpoint's id") });

export function buildOpenApiDocument(serverUrl: string) {
  const r = new OpenAPIRegistry();
  r.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: `A key from Settings → API: rl_live_… or rl_test_…. Scopes: ${API_SCOPES.join(", ")}.`,
  });
  const rateHeaders = {
    "RateLimit-Limit": {
      description: "Requests allowed per minute for this key",
      schema: { type: "integer" as const },
    },
    "RateLimit-Remaining": { description: "Requests left this minute", schema: { type: "integer" as const } },
    "RateLimit-Reset": {
      description: "Seconds until the window resets",
      schema: { type: "integer" as const },
    },
  };
  const ok = (schema: z.ZodType, description: string) => ({
    ...json(schema, description),
    headers: rateHeaders,
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/checks",
    operationId: "createCheck",
    summary: "Create a check",
    description:
      "Creates a reference check with the request form's fields. Scope `checks:write`. A test key's check runs on simulated calls and is never charged; a live key's paid check waits for payment and answers with `payment.checkoutUrl`.",
    tags: ["Checks"],
    request: {
      headers: z.object({
        "Idempotency-Key": z
          .string()
          .max(255)
          .optional()
          .describe("Same key and body within 24 hours: the first answer again; a different body: 409"),
      }),
      body: { content: { "application/json": { schema: apiCheckRequestBody } } },
    },
    responses: { "201": ok(check, "The check"), ...problems(400, ...common, 409) },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/checks",
    operationId: "listChecks",
    summary: "List checks",
    description: "Newest first, a page at a time. Scope `checks:read`.",
    tags: ["Checks"],
    request: { query: listChecksQuerySchema },
    responses: { "200": ok(checkList, "A page of checks"), ...problems(400, ...common) },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/checks/{id}",
    operationId: "getCheck",
    summary: "Get a check",
    description:
      "Status, each reference's status and next call time, report links when done. Scope `checks:read`.",
    tags: ["Checks"],
    request: { params: idParam },
    responses: { "200": ok(check, "The check"), ...problems(...common, 404) },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/checks/{id}/cancel",
    operationId: "cancelCheck",
    summary: "Cancel a check",
    description:
      "Cancels the calls not yet made (a call under way finishes). Each reference not interviewed is refunded its share of a paid price; an unpaid check is closed. Scope `checks:write`.",
    tags: ["Checks"],
    request: { params: idParam },
    responses: { "200": ok(check, "The check after cancelling"), ...problems(...common, 404) },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/checks/{id}/report",
    operationId: "getReportPdf",
    summary: "Download the report PDF",
    description: "Scope `reports:read`. 409 while the check is in progress.",
    tags: ["Reports"],
    request: { params: idParam, query: reportQuerySchema },
    responses: {
      "200": {
        description: "The PDF",
        content: { "application/pdf": { schema: z.string().describe("PDF bytes") } },
      },
      ...problems(400, ...common, 404, 409),
    },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/checks/{id}/report.json",
    operationId: "getReportJson",
    summary: "Get the report's analysis",
    description: "Summary, score, flags with quotes, per-reference assessments. Scope `reports:read`.",
    tags: ["Reports"],
    request: { params: idParam },
    responses: { "200": ok(report, "The analysis"), ...problems(...common, 404, 409) },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/webhooks",
    operationId: "createWebhookEndpoint",
    summary: "Register a webhook endpoint",
    description: "The answer holds the signing `secret`, shown only here. Scope `webhooks:manage`.",
    tags: ["Webhooks"],
    request: { body: { content: { "application/json": { schema: createWebhookEndpointSchema } } } },
    responses: {
      "201": ok(
        endpoint.extend({ secret: z.string().describe("whsec_… (Standard Webhooks)") }),
        "The endpoint",
      ),
      ...problems(400, ...common, 409),
    },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/webhooks",
    operationId: "listWebhookEndpoints",
    summary: "List webhook endpoints",
    tags: ["Webhooks"],
    responses: {
      "200": ok(z.object({ object: z.literal("list"), data: z.array(endpoint) }), "The endpoints"),
      ...problems(...common),
    },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/webhooks/{id}",
    operationId: "getWebhookEndpoint",
    summary: "Get a webhook endpoint",
    tags: ["Webhooks"],
    request: { params: webhookId },
    responses: { "200": ok(endpoint, "The endpoint"), ...problems(...common, 404) },
  });
  r.registerPath({
    method: "delete",
    path: "/api/v1/webhooks/{id}",
    operationId: "deleteWebhookEndpoint",
    summary: "Delete a webhook endpoint",
    tags: ["Webhooks"],
    request: { params: webhookId },
    responses: {
      "200": ok(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted"),
      ...problems(...common, 404),
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/webhooks/{id}/enable",
    operationId: "enableWebhookEndpoint",
    summary: "Enable a disabled endpoint",
    description: "Endpoints are disabled (and the account e-mailed) when every retry of a delivery failed.",
    tags: ["Webhooks"],
    request: { params: webhookId },
    responses: { "200": ok(endpoint, "The endpoint"), ...problems(...common, 404) },
  });
  r.registerPath({
    method: "get",
    path: "/api/v1/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "The delivery log",
    description: "Newest first, each with every attempt and its response code.",
    tags: ["Webhooks"],
    request: {
      params: webhookId,
      query: z.object({
        limit: z.number().int().min(1).max(100).optional(),
        before: z.string().optional().describe("A delivery id: older deliveries than this one"),
      }),
    },
    responses: {
      "200": ok(z.object({ data: z.array(delivery) }), "Deliveries"),
      ...problems(400, ...common, 404),
    },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay",
    operationId: "replayWebhookDelivery",
    summary: "Send a delivery again",
    description: "With the same webhook-id, so a receiver that already has it can ignore it.",
    tags: ["Webhooks"],
    request: { params: z.object({ id: z.string(), deliveryId: z.string() }) },
    responses: {
      "200": ok(z.object({ id: z.string(), status: z.string() }), "Queued"),
      ...problems(...common, 404, 409),
    },
  });

  const doc = new OpenApiGeneratorV31(r.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "RefLine API",
      version: "1.0.0",
      license: {
        name: "Proprietary: for RefLine customers and their integration partners",
        url: `${serverUrl}/terms`,
      },
      description:
        "Run automated phone reference checks from your applicant-tracking system. Authenticate with `Authorization: Bearer <key>`; errors are RFC 9457 problem details.",
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    tags: [
      { name: "Checks", description: "Create, read and cancel reference checks" },
      { name: "Reports", description: "The finished report as PDF or JSON" },
      { name: "Webhooks", description: `Events: ${WEBHOOK_EVENTS.join(", ")}` },
    ],
  });
  return doc;
}
