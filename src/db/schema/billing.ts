import {
  check,
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
import { REFUND_STATES, WEBHOOK_EVENT_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { referenceChecks } from "./checks";

/** Every provider webhook we receive; (provider, eventId) unique so each is processed once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    status: text({ enum: WEBHOOK_EVENT_STATES }).notNull().default("received"),
    payload: jsonb().$type<unknown>(),
    error: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.provider, t.eventId),
    index().on(t.receivedAt),
    check("webhook_events_status_check", oneOf(t.status, WEBHOOK_EVENT_STATES)),
  ],
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
    status: text({ enum: REFUND_STATES }).notNull().default("pending"),
    /**
     * "check": money back on the check's own payment (counts toward its refunded total);
     * "duplicate_payment": a second payment for an already-paid check, returned in full.
     */
    kind: text().notNull().default("check"),
    /** The payment refunded; null = the check's own payment. */
    paymentIntentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.idempotencyKey),
    index().on(t.referenceCheckId),
    check("refunds_status_check", oneOf(t.status, REFUND_STATES)),
  ],
);
