import { z } from "zod";
import { auditDownload } from "../../services/dashboard/export";
import { cancelApiCheck } from "../../services/public-api/cancel";
import { getApiCheck } from "../../services/public-api/check-views";
import { createApiCheck, listApiChecks } from "../../services/public-api/checks";
import { apiReportJson, apiReportPdf } from "../../services/public-api/reports";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  replayDelivery,
} from "../../services/webhooks/endpoints";
import {
  checkIdParamSchema,
  createWebhookEndpointSchema,
  listChecksQuerySchema,
  reportQuerySchema,
} from "../../shared/public-api";
import { ownerOfKey } from "../../services/public-api/keys";
import { apiProcedure } from "../api-key";
import { router } from "../init";
import { apiKeysRouter } from "./api-keys";

const id = z.string().trim().min(1, "id is required").max(64, "id is too long");

/**
 * The public API's procedures (served as REST under /api/v1 by src/http/rest/public-api.ts).
 * Every one needs a customer API key with its scope; ids are the public ones, owned by the key's
 * account, so another account's id is the same 404 as an unknown one. `keys` is the one part
 * behind the customer's session instead: their own keys, on Settings → API (not in /api/v1).
 */
export const publicApiRouter = router({
  keys: apiKeysRouter,
  createCheck: apiProcedure("checks:write")
    .input(
      z.object({
        body: z.record(z.string(), z.unknown(), { error: "body: send a JSON object" }),
        idempotencyKey: z.string().nullable(),
      }),
    )
    .mutation(({ ctx, input }) =>
      createApiCheck(
        ctx.deps,
        ctx.apiKey,
        input.body,
        { ip: ctx.ip, userAgent: ctx.userAgent },
        input.idempotencyKey,
      ),
    ),
  listChecks: apiProcedure("checks:read")
    .input(listChecksQuerySchema)
    .query(({ ctx, input }) => listApiChecks(ctx.deps, ctx.apiKey, input)),
  getCheck: apiProcedure("checks:read")
    .input(checkIdParamSchema)
    .query(({ ctx, input }) => getApiCheck(ctx.deps, ctx.apiKey, input.id)),
  cancelCheck: apiProcedure("checks:write")
    .input(checkIdParamSchema)
    .mutation(({ ctx, input }) => cancelApiCheck(ctx.deps, ctx.apiKey, input.id)),
  reportPdf: apiProcedure("reports:read")
    .input(checkIdParamSchema.extend(reportQuerySchema.shape))
    .query(async ({ ctx, input }) => {
      const file = await apiReportPdf(ctx.deps, ctx.apiKey, input.id, input.design);
      await auditDownload(ctx.deps, ctx.apiKey.organizationId, ctx.apiKey, "api.report_downloaded", {
        checkId: input.id,
        design: input.design,
        key: ctx.apiKey.keyName,
      });
      return file;
    }),
  reportJson: apiProcedure("reports:read")
    .input(checkIdParamSchema)
    .query(async ({ ctx, input }) => {
      const report = await apiReportJson(ctx.deps, ctx.apiKey, input.id);
      await auditDownload(ctx.deps, ctx.apiKey.organizationId, ctx.apiKey, "api.report_downloaded", {
        checkId: input.id,
        design: "json",
        key: ctx.apiKey.keyName,
      });
      return report;
    }),

  createWebhook: apiProcedure("webhooks:manage")
    .input(createWebhookEndpointSchema)
    .mutation(({ ctx, input }) => createWebhookEndpoint(ctx.deps, ownerOfKey(ctx.apiKey), input)),
  listWebhooks: apiProcedure("webhooks:manage").query(async ({ ctx }) => ({
    object: "list" as const,
    data: await listWebhookEndpoints(ctx.deps, ownerOfKey(ctx.apiKey)),
  })),
  getWebhook: apiProcedure("webhooks:manage")
    .input(z.object({ id }))
    .query(({ ctx, input }) => getWebhookEndpoint(ctx.deps, ownerOfKey(ctx.apiKey), input.id)),
  deleteWebhook: apiProcedure("webhooks:manage")
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => deleteWebhookEndpoint(ctx.deps, ownerOfKey(ctx.apiKey), input.id)),
  enableWebhook: apiProcedure("webhooks:manage")
    .input(z.object({ id }))
    .mutation(({ ctx, input }) => enableWebhookEndpoint(ctx.deps, ownerOfKey(ctx.apiKey), input.id)),
  listDeliveries: apiProcedure("webhooks:manage")
    .input(
      z.object({
        id,
        limit: z.coerce
          .number()
          .int()
          .min(1, "limit must be between 1 and 100")
          .max(100, "limit must be between 1 and 100")
          .optional(),
        before: z.string().max(64).optional(),
      }),
    )
    .query(({ ctx, input }) => listDeliveries(ctx.deps, ownerOfKey(ctx.apiKey), input.id, input)),
  replayDelivery: apiProcedure("webhooks:manage")
    .input(z.object({ id, deliveryId: id }))
    .mutation(({ ctx, input }) =>
      replayDelivery(ctx.deps, ownerOfKey(ctx.apiKey), input.id, input.deliveryId),
    ),
});
