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
import { JOIN_REQUEST_STATES, ORGANIZATION_ROLES, REPORT_DESIGNS } from "../../shared/states";
import { sessions, users } from "./auth";
import { oneOf } from "./states";

/**
 * A team that owns checks, API keys and webhook endpoints together. `publicId` names it in URLs;
 * the integer id stays internal.
 */
export const organizations = pgTable(
  "organizations",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    name: text().notNull(),
    billingEmail: text().notNull(),
    /**
     * The company's e-mail domain (e.g. "acme.com"), when given: never a public-mail domain, and
     * only one the person setting it has a verified address at. Customers with a verified address
     * there may ask to join.
     */
    domain: text(),
    /** A shared address that receives the e-mails about each check besides the member who ordered it. */
    sharedEmail: text(),
    /** The report design the report e-mail attaches (standard when that design was not rendered). */
    defaultReportDesign: text({ enum: REPORT_DESIGNS }).notNull().default("standard"),
    /**
     * Deleted by its owner: members, invitations, join requests and sessions' acting-for rows go,
     * keys are revoked and webhook endpoints deleted; the row stays (name and billing e-mail) so
     * that its checks' receipts and payments can still be accounted for.
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    index().on(t.domain),
    check("organizations_default_report_design_check", oneOf(t.defaultReportDesign, REPORT_DESIGNS)),
  ],
);

/** One person in one organization with one role. */
export const organizationMembers = pgTable(
  "organization_members",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ORGANIZATION_ROLES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    uniqueIndex().on(t.organizationId, t.userId),
    index().on(t.userId),
    check("organization_members_role_check", oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

/** An e-mailed, single-use invitation (7 days); only the SHA-256 of its token is stored. */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text().notNull(),
    role: text({ enum: ORGANIZATION_ROLES }).notNull(),
    tokenHash: text().notNull(),
    invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    uniqueIndex().on(t.tokenHash),
    index().on(t.organizationId, t.createdAt),
    check("organization_invitations_role_check", oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

/**
 * The organization a browser session acts for (none: personal use). A member's removal deletes
 * these rows, so every session of theirs stops acting for the organization at once.
 */
export const sessionOrganizations = pgTable(
  "session_organizations",
  {
    sessionId: text()
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organizationId)],
);

/** What members did in an organization. Append-only; owners and admins read it. */
export const organizationAuditLog = pgTable(
  "organization_audit_log",
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.organizationId, t.at)],
);

/**
 * A customer's request to join an organization whose domain their verified address is at; an
 * owner or admin approves (choosing the role) or declines it.
 */
export const organizationJoinRequests = pgTable(
  "organization_join_requests",
  {
    id: serial().primaryKey(),
    publicId: text().notNull(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    status: text({ enum: JOIN_REQUEST_STATES }).notNull().default("pending"),
    decidedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.publicId),
    uniqueIndex("organization_join_requests_one_pending")
      .on(t.organizationId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.userId),
    check("organization_join_requests_status_check", oneOf(t.status, JOIN_REQUEST_STATES)),
  ],
);
