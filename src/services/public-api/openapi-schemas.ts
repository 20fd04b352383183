import { z } from "zod";
import { checkRequestFields } from "../../shared/check-request";
import { apiCheckExtrasSchema, CHECK_STATUSES, WEBHOOK_EVENTS } from "../../shared/public-api";
import { REFERENCE_STATES } from "../../shared/states";
import { PHASE_KINDS } from "../checks/phase";

/*
 * The shapes of /api/v1's answers as zod, written once for the OpenAPI document (openapi.ts), and
 * the body of POST /api/v1/checks built from the request form's own schema.
 */

export const problem = z.object({
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
  status: z
    .enum(REFERENCE_STATES)
    .describe("awaiting_authorization: the candidate has not authorized the check yet"),
  attempts: z.number().int(),
  nextCallAt: z.string().datetime().nullable(),
  completedAt: z.string().datetime().nullable(),
  failureReason: z.string().nullable(),
});

/** A check's phase (checks/phase-api): on /api/v1's check and in every webhook event's data. */
export const checkPhase = z.object({
  kind: z.enum(PHASE_KINDS),
  badge: z.string(),
  headline: z.string(),
  next: z.string().describe("What happens next and when"),
  money: z.string().nullable().describe("What was charged and refunded, and why"),
  waitReason: z.enum(["calling_hours", "holiday", "preferred_window", "retry", "queued"]).nullable(),
  holiday: z.string().nullable(),
  nextOpeningAt: z.string().datetime().nullable(),
  estimatedCompletionAt: z.string().datetime().nullable(),
});

export const check = z.object({
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
  phase: checkPhase.describe("The check's phase, worded as on its status page and in its e-mails"),
});

export const checkList = z.object({
  object: z.literal("list"),
  data: z.array(check),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last"),
});

const quote = z.object({ level: z.enum(["red", "yellow", "green"]), title: z.string(), quote: z.string() });
export const report = z.object({
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

export const endpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledAt: z.string().datetime().nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string().datetime(),
});

export const delivery = z.object({
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

/*
 * The body of POST /api/v1/checks: the request form's fields (the key's account is the requester)
 * plus the API's, in its two shapes. `reference1` is required exactly when the requester names the
 * references (`referencesBy` absent or "requester"); a candidate-led check names none and needs the
 * candidate's e-mail and the purpose certification. openapi.ts joins them with oneOf.
 */
const shared = checkRequestFields
  .omit({
    requesterEmail: true,
    reference1: true,
    reference2: true,
    reference3: true,
    referencesBy: true,
  })
  .extend(apiCheckExtrasSchema.shape);

export const checkRequestByRequester = shared
  .extend({
    referencesBy: z
      .literal("requester")
      .optional()
      .describe("Who enters the references: you (the default), in reference1 to reference3"),
    reference1: checkRequestFields.shape.reference1.unwrap(),
    reference2: checkRequestFields.shape.reference2,
    reference3: checkRequestFields.shape.reference3,
  })
  .meta({ id: "CheckRequestByRequester" });

export const checkRequestByCandidate = shared
  .extend({
    referencesBy: z
      .literal("candidate")
      .describe(
        "The candidate enters the references after authorizing the check: send no reference1 to reference3 (400 if you do)",
      ),
    candidateEmail: z.string().email().max(254).describe("Where the candidate's invitation goes"),
    purposeCertified: z.literal(true).describe("Your permissible-purpose certification"),
  })
  .meta({ id: "CheckRequestByCandidate" });
