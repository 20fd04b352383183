import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_DELIVERY_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { users } from "./auth";
import { referenceChecks } from "./checks";
import { organizations } from "./organizations";

/**
 * A customer's API key for /api/v1. Only the SHA-256 of the key is stored; `prefix` (the mode
 * and the first characters) is what the dashboard shows so a person can tell keys apart.
 * `publicId` names the key in URLs; the integer id stays internal.
 */
export const customerApiKeys = pgTable(
  "customer_api_keys",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** "live" or "test": test keys create checks that are never charged and run simulated. */
    mode: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    scopes: text().array().notNull(),
    /** The organization the key acts for; null for a personal key. */
    organizationId: integer().references(() => organizations.id, { onDelete: "cascade" }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.keyHash), uniqueIndex().on(t.publicId), index().on(t.userId)],
);

/** Where a check came from when an API key made it: the key (by name, kept if the key goes) and the ATS's ids. */
export const apiCheckOrigins = pgTable(
  "api_check_origins",
  {
    referenceCheckId: integer()
      .primaryKey()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: integer().references(() => customerApiKeys.id, { onDelete: "set null" }),
    apiKeyName: text().notNull(),
    externalId: text(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.externalId)],
);

/**
 * Idempotency-Key records per account (or organization, for its keys) and key mode, kept 24 hours: a key used by a test key and
 * by a live key of one account names two unrelated requests. A row is claimed (`completedAt` null) before
 * the work and completed in the same transaction as the work, so a crash in between leaves either
 * nothing done (the claim lapses after its lease) or the stored answer.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The mode of the API key that sent it ("live" or "test"). */
    mode: text().notNull(),
    /**
     * Whose records these are: "user:<id>" for a personal key, "org:<id>" for an organization's
     * key (all of one organization's keys of one mode share their records).
     */
    scope: text().notNull(),
    key: text().notNull(),
    /** Method, path and the SHA-256 of the canonical JSON body. */
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb(),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.scope, t.mode, t.key), index().on(t.createdAt)],
);

/** A customer's webhook endpoint. The signing secret is sealed at rest (it must be read back to sign). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text(),
    events: text().array().notNull(),
    secretSealed: text().notNull(),
    /** The organization the endpoint belongs to; null for a personal endpoint. */
    organizationId: integer().references(() => organizations.id, { onDelete: "cascade" }),
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
    /** Failed attempts since the last success. */
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.publicId), index().on(t.userId)],
);

/** One event about one check (written by database triggers in the transaction that changed the check). */
export const outboundEvents = pgTable(
  "outbound_events",
  {
    id: serial().primaryKey(),
    /** The `webhook-id` header: the same across retries and replays, so receivers can dedupe. */
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    type: text().notNull(),
    /**
     * 1, 2, 3 … per check in the order its events happened (gaps where no endpoint wanted one);
     * deliveries of one check to one endpoint go out in this order.
     */
    sequence: integer().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    index().on(t.userId, t.createdAt),
    index().on(t.referenceCheckId, t.sequence),
  ],
);

/** One event for one endpoint: pending until a 2xx, failed once every retry is spent. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    publicId: text()
      .notNull()
      .default(sql`'dlv_' || replace(gen_random_uuid()::text, '-', '')`),
    eventId: integer()
      .notNull()
      .references(() => outboundEvents.id, { onDelete: "cascade" }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text({ enum: WEBHOOK_DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a delivery job was enqueued for the next attempt; cleared when that attempt ends. */
    enqueuedAt: timestamp({ withTimezone: true }),
    /** Held while one worker sends; a worker that dies lets it lapse and the job's retry takes over. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: text(),
    succeededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.endpointId),
    uniqueIndex().on(t.publicId),
    index().on(t.status, t.nextAttemptAt),
    index().on(t.endpointId),
    check("webhook_deliveries_status_check", oneOf(t.status, WEBHOOK_DELIVERY_STATES)),
  ],
);

/** The delivery log: one row per attempt, written before the request goes out and finished after. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: serial().primaryKey(),
    deliveryId: integer()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    /** sending → succeeded | failed; an attempt left at "sending" was cut off (its worker died). */
    outcome: text({ enum: WEBHOOK_ATTEMPT_OUTCOMES }).notNull().default("sending"),
    statusCode: integer(),
    error: text(),
    durationMs: integer(),
    replay: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.deliveryId),
    check("webhook_attempts_outcome_check", oneOf(t.outcome, WEBHOOK_ATTEMPT_OUTCOMES)),
  ],
);
