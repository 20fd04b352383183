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
import { CALL_OUTCOMES, CALL_STATES } from "../../shared/states";
import { oneOf } from "./states";
import { referenceChecks } from "./checks";

export interface TranscriptTurn {
  speaker: "agent" | "reference";
  text: string;
  at: string;
  questionType?: string;
  /** The language the interview was held in when the turn was said (absent: English). */
  lang?: "en" | "fr" | "es";
  /** The English of a turn said in French or Spanish (the report and the analysis read it). */
  translation?: string;
  /** "script": our own English wording of a fixed line; "machine": a machine translation. */
  translatedBy?: "script" | "machine";
  /**
   * How a reference's spoken turn was read: the rules' intent, the cautions the live model added
   * (null when no model reading was had: offline, or the model failed), and the intent the
   * interview acted on. The model can only add caution. Shown per turn in the operator's detail view.
   */
  readings?: { rules: string; model: string[] | null; final: string };
}

/**
 * spec §3.1 call_logs: one row per dial. `attemptKey` (check:reference:attempt) is unique, so an
 * attempt is recorded before the provider is asked to dial and can never be dialled twice.
 */
export const callLogs = pgTable(
  "call_logs",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    referenceIndex: integer().notNull(),
    attemptKey: text().notNull(),
    phoneNumber: text().notNull(),
    referenceName: text().notNull(),
    candidateName: text().notNull(),
    status: text({ enum: CALL_STATES }).notNull().default("queued"),
    outcome: text({ enum: CALL_OUTCOMES }),
    attemptNumber: integer().notNull().default(1),
    maxAttempts: integer().notNull().default(3),
    callDuration: integer(),
    voicemailDetected: boolean().notNull().default(false),
    /**
     * The carrier's answering-machine verdict (Twilio's AnsweredBy: human, machine_start, fax,
     * unknown…), written by the async AMD callback. The voice relay holds the interview's first
     * question until it is known (it may arrive in another web process, so it is kept here).
     */
    answeredBy: text(),
    timezone: text(),
    scheduledAt: timestamp({ withTimezone: true }),
    callStartTime: timestamp({ withTimezone: true }),
    callEndTime: timestamp({ withTimezone: true }),
    smsRequestId: text(),
    callRequestId: text(),
    /**
     * SHA-256 of the single-use secret handed to the carrier in the answer TwiML (a ConversationRelay
     * <Parameter>): the voice WebSocket's setup must present it. Cleared when a session claims it.
     */
    relaySecretHash: text(),
    transcript: text(),
    transcriptTurns: jsonb().$type<TranscriptTurn[]>(),
    recordingUrl: text(),
    recordingSid: text(),
    responses: jsonb().$type<Record<string, string>>(),
    aiAnalysis: jsonb().$type<Record<string, unknown>>(),
    sentiment: text(),
    rating: numeric({ precision: 3, scale: 1 }),
    keyInsights: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    redFlags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text(),
    ipAddress: varchar({ length: 45 }),
    provider: text().notNull().default("twilio"),
    endReason: text(),
    /**
     * When what the reference said (transcript, answers, recording, analysis) was removed: after
     * the retention period, or at their request (check_references.erasedAt says which).
     */
    purgedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.attemptKey),
    index().on(t.referenceCheckId, t.referenceIndex),
    uniqueIndex().on(t.callRequestId),
    index().on(t.phoneNumber),
    index().on(t.createdAt),
    check("call_logs_status_check", oneOf(t.status, CALL_STATES)),
    check("call_logs_outcome_check", oneOf(t.outcome, CALL_OUTCOMES)),
  ],
);

/** spec §3.1 consent_logs. */
export const consentLogs = pgTable(
  "consent_logs",
  {
    id: serial().primaryKey(),
    callLogId: integer()
      .notNull()
      .references(() => callLogs.id, { onDelete: "cascade" }),
    referencePhone: text().notNull(),
    providerCallId: text(),
    consentRequestedAt: timestamp({ withTimezone: true }),
    consentResponseAt: timestamp({ withTimezone: true }),
    consentResponse: text(),
    rawResponse: text(),
    consentGiven: boolean().notNull().default(false),
    recordingStartedAt: timestamp({ withTimezone: true }),
    /** How many protected remarks were removed from the transcript and answers kept of the call. */
    redactions: integer().notNull().default(0),
    callEndedAt: timestamp({ withTimezone: true }),
    callEndReason: text(),
    ipAddress: varchar({ length: 45 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.callLogId)],
);

/** spec §3.1 call_analytics: one row per question asked in a call. */
export const callAnalytics = pgTable(
  "call_analytics",
  {
    id: serial().primaryKey(),
    referenceCheckId: integer()
      .notNull()
      .references(() => referenceChecks.id, { onDelete: "cascade" }),
    callId: integer().references(() => callLogs.id, { onDelete: "cascade" }),
    questionAsked: text().notNull(),
    questionType: text().notNull(),
    responseText: text(),
    responseLength: integer().notNull().default(0),
    responseWordCount: integer().notNull().default(0),
    responseQuality: integer(),
    followUpUsed: boolean().notNull().default(false),
    followUpQuestion: text(),
    industry: text(),
    roleType: text(),
    seniorityLevel: text(),
    referenceRelationship: text(),
    callDurationSeconds: integer(),
    sentimentScore: numeric({ precision: 4, scale: 2 }),
    containsSpecificExample: boolean().notNull().default(false),
    containsNumbers: boolean().notNull().default(false),
    recommendationStrength: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.referenceCheckId), index().on(t.questionType)],
);

/** SMS in and out (pre-call notice, LATER / STOP replies, anything else kept for operators). */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial().primaryKey(),
    direction: text().notNull(),
    referenceCheckId: integer().references(() => referenceChecks.id, { onDelete: "set null" }),
    referenceIndex: integer(),
    fromNumber: text().notNull(),
    toNumber: text().notNull(),
    body: text().notNull(),
    providerMessageId: text(),
    idempotencyKey: text(),
    intent: text(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.idempotencyKey),
    uniqueIndex().on(t.providerMessageId),
    index().on(t.fromNumber),
  ],
);

/**
 * The shared pace of dialling (CALLS_PER_SECOND) across every worker process: each dial reserves
 * the next free instant with one atomic UPDATE (a token bucket of one token, i.e. virtual
 * scheduling), so any number of workers together never exceed the rate.
 */
export const dialRateLimits = pgTable("dial_rate_limits", {
  name: text().primaryKey(),
  nextAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Numbers that asked never to be called (STOP, "don't call me" on a call, an operator's opt-out).
 * A suppression list: it outlives the checks and any erasure of the reference's data, so it holds
 * only a SHA-256 of the number in E.164, never the number itself.
 */
export const optOuts = pgTable("opt_outs", {
  phoneHash: text().primaryKey(),
  source: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
