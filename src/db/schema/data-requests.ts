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
  varchar,
} from "drizzle-orm/pg-core";
import { DATA_REQUEST_STATES } from "../../shared/states";
import { referenceChecks } from "./checks";
import { oneOf } from "./states";

/**
 * References' requests to correct or delete what a call recorded about them (customer-side §1, §9).
 * A request is confirmed by a code texted to the phone (only its HMAC is stored) or by an operator,
 * then an operator completes it (a deletion erases that reference's interview data) or rejects it.
 * `publicId` is the unguessable handle the form uses for the code step.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial().primaryKey(),
    // The default only fills rows older than the column; new requests get a 128-bit random id.
    publicId: text()
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    kind: text().notNull(),
    phone: text().notNull(),
    name: text(),
    email: text(),
    /** Whom the reference spoke about, as they typed it (narrows a correction to that call). */
    candidateName: text(),
    details: text(),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    status: text({ enum: DATA_REQUEST_STATES }).notNull().default("pending_verification"),
    verificationCodeHash: text(),
    verificationExpiresAt: timestamp({ withTimezone: true }),
    verificationAttempts: integer().notNull().default(0),
    /** Codes asked for (the first with the request, then each "send a new code"). */
    codesSent: integer().notNull().default(0),
    /** Which of those the stored hash belongs to (set by the job that texts it). */
    codeRound: integer(),
    codeSentAt: timestamp({ withTimezone: true }),
    /** "sms" or "operator:{email}". */
    verifiedBy: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    /** What was done (a correction's resolution, a deletion's summary) or why it was rejected. */
    resolution: text(),
    handledBy: text(),
    /** The references a completed request touched, as { checkId, referenceIndex } pairs. */
    affected: jsonb().$type<{ checkId: number; referenceIndex: number }[]>(),
    completedAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
    ipAddress: varchar({ length: 45 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    index().on(t.phone),
    index().on(t.status),
    index().on(t.ipAddress, t.createdAt),
    check("data_requests_status_check", oneOf(t.status, DATA_REQUEST_STATES)),
  ],
);
