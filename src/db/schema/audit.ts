import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { referenceChecks } from "./checks";

/**
 * What operators did: who, when, what, from where. Append-only: the console only inserts and
 * reads; no procedure updates or deletes a row. A check's deletion keeps its entries (check id
 * set to null; the id stays readable in `detail`).
 */
export const operatorAuditLog = pgTable(
  "operator_audit_log",
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorEmail: text().notNull(),
    ip: text(),
    userAgent: text(),
    action: text().notNull(),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.referenceCheckId, t.at), index().on(t.at)],
);
