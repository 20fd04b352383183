import { sql } from "drizzle-orm";
import {
  boolean,
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
  varchar,
} from "drizzle-orm/pg-core";
import { CHECK_STATES, PAYMENT_STATES, REFERENCE_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { users } from "./auth";
import { organizations } from "./organizations";

export type Relationship = "direct-manager" | "senior-manager" | "colleague" | "client" | "other";
export interface ReferenceInput {
  name: string;
  phone: string;
  relationship: Relationship;
}
export interface PreferredCallWindow {
  start: string;
  end: string;
  timezone: string;
}

/** spec §3.1 reference_checks. `publicId` is the unguessable id used in public URLs. */
export const referenceChecks = pgTable(
  "reference_checks",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    requesterEmail: text().notNull(),
    candidateName: text().notNull(),
    role: text().notNull(),
    companyName: text().notNull(),
    /** Null only while a candidate-led check waits for the candidate to enter the references. */
    reference1: jsonb().$type<ReferenceInput>(),
    reference2: jsonb().$type<ReferenceInput>(),
    reference3: jsonb().$type<ReferenceInput>(),
    status: text({ enum: CHECK_STATES }).notNull().default("pending"),
    paymentStatus: text({ enum: PAYMENT_STATES }).notNull().default("pending"),
    stripePaymentIntentId: text(),
    stripeCheckoutSessionId: text(),
    /** SHA-256 of the checkout token handed only to the browser that created the check. */
    checkoutTokenHash: text(),
    pricingTier: text().notNull().default("free"),
    priceCharged: numeric({ precision: 6, scale: 2 }).notNull().default("0.00"),
    amountRefunded: numeric({ precision: 6, scale: 2 }).notNull().default("0.00"),
    productLine: text().notNull().default("RefLine"),
    statementDescriptor: text(),
    isEarlyAdopter: boolean().notNull().default(false),
    checksUsedByEmail: integer().notNull().default(0),
    reportGenerated: boolean().notNull().default(false),
    fraudSuspected: boolean().notNull().default(false),
    fraudReasons: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredCallWindow: jsonb().$type<PreferredCallWindow>(),
    testMode: boolean().notNull().default(false),
    /** A chargeback was opened on this check's payment (Stripe charge.dispute.created). */
    disputedAt: timestamp({ withTimezone: true }),
    /** Stripe's dispute reason and amount, for the operator (e.g. "fraudulent, $49.00"). */
    disputeReason: text(),
    ipAddress: varchar({ length: 45 }),
    userAgent: text(),
    /** Who enters the references: "requester" (the spec's form) or "candidate" (invited). */
    referencesBy: text().notNull().default("requester"),
    /** The employer's permissible-purpose certification: who, when, from which address. */
    certifiedBy: text(),
    certifiedAt: timestamp({ withTimezone: true }),
    certifiedIp: varchar({ length: 45 }),
    submittedAt: timestamp({ withTimezone: true }),
    lastCallEndedAt: timestamp({ withTimezone: true }),
    reportDeliveredAt: timestamp({ withTimezone: true }),
    lastProgressAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    failureReason: text(),
    /** The organization that owns the check; null for a personal check (owned by requesterEmail). */
    organizationId: integer().references(() => organizations.id),
    /** The signed-in member (or the API key's creator) who ordered it, when known. */
    orderedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    index().on(t.requesterEmail),
    index().on(t.organizationId, t.createdAt),
    index().on(t.status),
    index().on(t.createdAt),
    index().on(t.stripePaymentIntentId),
    uniqueIndex().on(t.checkoutTokenHash),
    check("reference_checks_status_check", oneOf(t.status, CHECK_STATES)),
    check("reference_checks_payment_status_check", oneOf(t.paymentStatus, PAYMENT_STATES)),
  ],
);

/**
 * One row per reference of a check: the state the calling pipeline moves through
 * (pending → scheduled → in_progress → completed | failed). The spec keeps the submitted
 * reference as JSON on the check; this table carries what happens to it.
 */
export const checkReferences = pgTable(
  "check_references",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    referenceIndex: integer().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    relationship: text().notNull(),
    /** The language the reference is called and texted in: en, fr or es. */
    language: text().notNull().default("en"),
    status: text({ enum: REFERENCE_STATES }).notNull().default("pending"),
    failureReason: text(),
    /**
     * Why an operator must look at this reference (null when nothing is needed), e.g. "language:
     * German" when the reference needs a language the interview does not offer.
     */
    operatorAttention: text(),
    timezone: text(),
    attemptsMade: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    smsSentAt: timestamp({ withTimezone: true }),
    optedOut: boolean().notNull().default(false),
    refundedAt: timestamp({ withTimezone: true }),
    erasedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.referenceCheckId, t.referenceIndex),
    index().on(t.phone),
    index().on(t.status),
    check("check_references_status_check", oneOf(t.status, REFERENCE_STATES)),
  ],
);

/** spec §3.1 fraud_detection_logs. */
export const fraudDetectionLogs = pgTable(
  "fraud_detection_logs",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    fraudType: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    confidence: numeric({ precision: 3, scale: 2 }).notNull().default("0.50"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.referenceCheckId), index().on(t.createdAt)],
);

/** spec §3.1 company_stats. */
export const companyStats = pgTable("company_stats", {
  id: serial().primaryKey(),
  emailDomain: text().notNull().unique(),
  totalChecks: integer().notNull().default(0),
  isEarlyAdopter: boolean().notNull().default(false),
  earlyAdopterSlotsUsed: integer().notNull().default(0),
  firstCheckAt: timestamp({ withTimezone: true }),
  lastCheckAt: timestamp({ withTimezone: true }),
});

/** spec §3.1 early_adopters. */
export const earlyAdopters = pgTable("early_adopters", {
  id: serial().primaryKey(),
  companyEmail: text().notNull().unique(),
  emailDomain: text().notNull(),
  joinedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  checkCount: integer().notNull().default(0),
  maxEarlyAdopterChecks: integer().notNull().default(6),
});

/** spec §3.1 free_check_usage. */
export const freeCheckUsage = pgTable(
  "free_check_usage",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    normalizedEmail: text().notNull(),
    emailFingerprint: text().notNull(),
    ipAddress: varchar({ length: 45 }),
    userAgent: text(),
    paymentMethodFingerprint: text(),
    manipulationTechniques: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.normalizedEmail), index().on(t.ipAddress, t.usedAt), index().on(t.emailFingerprint)],
);
