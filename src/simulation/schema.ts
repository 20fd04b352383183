import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * The simulated providers' own records: what Twilio and Stripe would keep on their side. Exported
 * through src/db/schema (index.ts) so queries and drizzle-kit see them; product code never reads
 * them except the development aids (/dev/outbox's text messages).
 */

/**
 * The simulated carrier's own ledger of dials, keyed like Twilio's idempotent requests:
 * asking it to dial the same attemptKey twice returns the first call.
 */
export const simCalls = pgTable(
  "sim_calls",
  {
    id: serial().primaryKey(),
    sid: text().notNull(),
    attemptKey: text().notNull(),
    toNumber: text().notNull(),
    fromNumber: text().notNull(),
    persona: text().notNull(),
    status: text().notNull().default("queued"),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.sid), uniqueIndex().on(t.attemptKey)],
);

/**
 * The simulated carrier's text messages: what the reference's handset would show. Tests and
 * /dev/outbox read verification codes here (our own sms_messages never holds a code).
 */
export const simSms = pgTable(
  "sim_sms",
  {
    id: serial().primaryKey(),
    sid: text().notNull(),
    idempotencyKey: text().notNull(),
    toNumber: text().notNull(),
    fromNumber: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.sid), uniqueIndex().on(t.idempotencyKey), index().on(t.toNumber)],
);

/** Recordings the simulated carrier holds for its calls, as Twilio keeps recordings per call. */
export const simRecordings = pgTable(
  "sim_recordings",
  {
    id: serial().primaryKey(),
    sid: text().notNull(),
    callSid: text().notNull(),
    callLogId: integer().notNull(),
    status: text().notNull().default("in-progress"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.sid), index().on(t.callSid)],
);

/**
 * The simulated payments provider's own records (intents, checkout sessions, refunds), kept in
 * the database so the web and worker processes see the same simulated "Stripe account".
 */
export const simPayments = pgTable(
  "sim_payments",
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    idempotencyKey: text(),
    /** The object as Stripe would return it (snake_case fields). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.kind, t.idempotencyKey)],
);
