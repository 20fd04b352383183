import { sql } from "drizzle-orm";
import {
  customType,
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
import { EMAIL_REPORT_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { referenceChecks } from "./checks";

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/** Rendered PDFs. Postgres is the only stateful part, so files live here, not on a dyno's disk. */
export const reportFiles = pgTable(
  "report_files",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    design: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull().default("application/pdf"),
    content: bytea().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.referenceCheckId, t.design)],
);

/** spec §3.1 email_reports. `idempotencyKey` makes one e-mail per report even if a job runs twice. */
export const emailReports = pgTable(
  "email_reports",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    recipientEmail: text().notNull(),
    reportType: text().notNull().default("standard"),
    status: text({ enum: EMAIL_REPORT_STATES }).notNull().default("pending"),
    emailProvider: text().notNull().default("sendgrid"),
    emailId: text(),
    pdfPath: text(),
    redFlags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idempotencyKey: text().notNull(),
    error: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    bouncedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.idempotencyKey),
    index().on(t.referenceCheckId),
    index().on(t.emailId),
    check("email_reports_status_check", oneOf(t.status, EMAIL_REPORT_STATES)),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** base64 */
  content: string;
}

/** Every message the e-mail provider sends (the simulated one keeps them here for /dev/outbox). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    messageId: text().notNull(),
    idempotencyKey: text(),
    provider: text().notNull(),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    tag: text(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.messageId), uniqueIndex().on(t.idempotencyKey), index().on(t.sentAt)],
);
