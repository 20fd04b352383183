import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  API_SCOPES,
  checkIdParamSchema,
  createWebhookEndpointSchema,
  listChecksQuerySchema,
  reportQuerySchema,
  WEBHOOK_EVENTS,
} from "../../shared/public-api";
import {
  check,
  checkRequestByCandidate,
  checkRequestByRequester,
  checkList,
  delivery,
  endpoint,
  problem,
  report,
} from "./openapi-schemas";
import { registerWebhooks, WEBHOOK_ORDERING } from "./openapi-webhooks";
import { header, rateHeaders } from "./openapi-headers";

/*
 * The OpenAPI 3.1 description of /api/v1, generated from the zod schemas the routes validate with
 * (the request form's own schema for a check). Response shapes are written once in openapi-schemas.ts.
 */

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const PROBLEM_HEADERS: Record<number, Record<string, ReturnType<typeof header>>> = {
  401: {
    "WWW-Authenticate": header('`Bearer realm="RefLine API"`, with `error="invalid_token"` for a bad key'),
  },
  409: { "Retry-After": header("Seconds to wait (a twin request still in progress)", "integer") },
  429: { "Retry-After": header("Seconds to wait before the next request", "integer") },
};
const problems = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((c) => [
      String(c),
      {
        description: PROBLEM_TEXT[c] ?? "Problem",
        headers: { ...rateHeaders, ...PROBLEM_HEADERS[c] },
        content: { "application/problem+json": { schema: problem } },
      },
    ]),
  );
const PROBLEM_TEXT: Record<number, string> = {
  400: "Invalid request (a body, query or id): `errors` names each field",
  401: "No API key, or a revoked or unknown one (see WWW-Authenticate)",
  403: "The key lacks this route's scope",
  404: "No such object for this key's account",
  409: "Conflict (see detail)",
  413: "The body is over the size limit",
  415: "The body is not JSON (send content-type application/json)",
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
          .regex(/^[\x21-\x7e]{1,255}$/)
          .optional()
          .describe(
            "1 to 255 printable ASCII characters (an empty one is 400). Per account and key mode: a test key and a live key never share one. Same key and body within 24 hours: the first answer again; a different body: 409; the first still in progress: 409 with Retry-After",
          ),
      }),
      body: {
        required: true,
        content: {
          "application/json": {
            schema: z.union([checkRequestByRequester, checkRequestByCandidate]),
          },
        },
      },
    },
    responses: {
      "201": {
        ...json(check, "The check"),
        headers: {
          ...rateHeaders,
          Location: header("The check's URL: `/api/v1/checks/{id}`"),
          "Idempotent-Replayed": header("`true` when this is the first answer again (same Idempotency-Key)"),
        },
      },
      ...problems(400, ...common, 409, 413, 415),
    },
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
    responses: { "200": ok(check, "The check"), ...problems(400, ...common, 404) },
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
    responses: { "200": ok(check, "The check after cancelling"), ...problems(400, ...common, 404) },
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
        headers: {
          ...rateHeaders,
          "Content-Disposition": header("`attachment` with the report's file name"),
        },
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
    responses: { "200": ok(report, "The analysis"), ...problems(400, ...common, 404, 409) },
  });
  r.registerPath({
    method: "post",
    path: "/api/v1/webhooks",
    operationId: "createWebhookEndpoint",
    summary: "Register a webhook endpoint",
    description: "The answer holds the signing `secret`, shown only here. Scope `webhooks:manage`.",
    tags: ["Webhooks"],
    request: {
      body: { required: true, content: { "application/json": { schema: createWebhookEndpointSchema } } },
    },
    responses: {
      "201": ok(
        endpoint.extend({ secret: z.string().describe("whsec_… (Standard Webhooks)") }),
        "The endpoint",
      ),
      ...problems(400, ...common, 409, 413, 415),
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
    responses: { "200": ok(endpoint, "The endpoint"), ...problems(400, ...common, 404) },
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
      ...problems(400, ...common, 404),
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
    responses: { "200": ok(endpoint, "The endpoint"), ...problems(400, ...common, 404) },
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
      ...problems(400, ...common, 404, 409),
    },
  });

  registerWebhooks(r);
  const doc = new OpenApiGeneratorV31(r.definitions, { unionPreferredType: "oneOf" }).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "RefLine API",
      version: "1.1.0",
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
      {
        name: "Webhooks",
        description: `Events: ${WEBHOOK_EVENTS.join(", ")}, signed per Standard Webhooks. ${WEBHOOK_ORDERING}`,
      },
    ],
  });
  return doc;
}
