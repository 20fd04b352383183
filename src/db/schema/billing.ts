import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { referenceChecks } from "./checks";

/** Every provider webhook we receive; (provider, eventId) unique so each is processed once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    status: text().notNull().default("received"),
    payload: jsonb().$type<unknown>(),
    error: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.provider, t.eventId), index().on(t.receivedAt)],
);

/** Refunds issued, keyed so a retried job never refunds twice. */
export const refunds = pgTable(
  "refunds",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    amount: numeric({ precision: 6, scale: 2 }).notNull(),
    reason: text().notNull(),
    providerRefundId: text(),
    status: text().notNull().default("pending"),
    /**
     * "check": money back on the check's own payment (counts toward its refunded total);
     * "duplicate_payment": a second payment for an already-paid check, returned in full.
     */
    kind: text().notNull().default("check"),
    /** The payment refunded; null = the check's own payment. */
    paymentIntentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.idempotencyKey), index().on(t.referenceCheckId)],
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
