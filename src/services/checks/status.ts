import { asc, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../../db/client";
import { candidateAuthorizations, checkReferences, referenceChecks, refunds } from "../../db/schema";
import { notFound } from "../../errors";
import { maskPhone } from "../../shared/phone";
import type { CheckState, ReferenceState } from "../../shared/states";
import { windowsIgnored } from "../scheduling/schedule";
import type { Deps } from "../deps";
import { holidayStatus, type HolidayStatus } from "../scheduling/holidays";
import { placeOfNumber } from "../scheduling/zones";
import { callingNowFor } from "./calling-now";
import { DEFAULT_ESTIMATE_ZONE, estimateCompletion, holidaysFor, isBusinessTime } from "./estimate";
import { derivePhase, type Phase } from "./phase";
import { phaseInput } from "./phase-load";
import { referenceBadge } from "./phase-words";
import { referenceOutcome, type ReferenceOutcome } from "./reference-outcome";

/** The public status API's reference states (spec customer-side §3). */
export type PublicReferenceStatus =
  "completed" | "processing" | "failed" | "pending" | "awaiting_authorization";

export function publicReferenceStatus(internal: ReferenceState): PublicReferenceStatus {
  if (internal === "completed") return "completed";
  // Not called, nor texted, until the candidate authorizes the check.
  if (internal === "awaiting_authorization") return "awaiting_authorization";
  if (internal === "failed") return "failed";
  if (internal === "in_progress" || internal === "scheduled") return "processing";
  return "pending";
}

export interface StatusResponse {
  id: string;
  /** The check's phase and its words (services/checks/phase): every surface renders these. */
  phase: Phase;
  candidateName: string;
  createdAt: Date;
  status: CheckState;
  email: string;
  reportGenerated: boolean;
  references: {
    name: string;
    relationship: string;
    phoneNumber: string;
    status: PublicReferenceStatus;
    /** The reference's badge within the check's phase ("Scheduled", "In Progress", "Not called"…). */
    badge: string;
    /** Why a failed reference ended without an interview (declined is not unreachable); else null. */
    outcome: ReferenceOutcome | null;
    attempts: number;
    /** When the next call is planned (scheduled references only). */
    nextCallAt: Date | null;
    /** The same instant in the reference's own local time, e.g. "Tue 24 Nov, 10:00 CST". */
    nextCallLocal: string | null;
    /** The reference's main zone: calling hours are their local time. */
    timezone: string;
    /** A call to this reference may go out now (their local hours, holidays, the check's window). */
    callableNow: boolean;
  }[];
  paymentStatus: string;
  /** Dollars charged and refunded so far (0 for a free check). */
  priceCharged: number;
  amountRefunded: number;
  /** Why the check ended without a report (status failed), else null. */
  failureReason: string | null;
  /**
   * Simulated calls that ignore calling windows (a demo outside production): calls go out at once,
   * at any hour, and the page must not promise "9 AM on the next business day".
   */
  callsAtOnce: boolean;
  /** Share of references completed, 0-100. */
  progress: number;
  completedReferences: number;
  totalReferences: number;
  /** 120 business minutes from creation (next business day's 9 AM when created outside hours). */
  estimatedCompletion: Date;
  createdOutsideBusinessHours: boolean;
  /** True when at least one reference still to be called is within their own calling hours now. */
  businessHoursNow: boolean;
  /** The zone the estimate is counted in: the check's preferred window, else its first reference's. */
  timezone: string;
  holiday: HolidayStatus;
  /**
   * The candidate's authorization, when the check asks for one (null for the spec's payload):
   * `awaiting` shows as "Waiting for the candidate's authorization"; the estimate counts from
   * `authorizedAt` (and, candidate-led, once the references are in).
   */
  authorization: {
    state: "awaiting" | "authorized" | "declined" | "expired";
    referencesBy: "requester" | "candidate";
    /** Still waiting on the candidate: their authorization or, candidate-led, their references. */
    waiting: boolean;
    invitedAt: Date | null;
    expiresAt: Date | null;
    authorizedAt: Date | null;
  } | null;
}

/** GET /api/status/{id}: by public id only. Phone numbers and the requester's e-mail are masked. */
export async function getCheckStatus(deps: Deps, publicId: string): Promise<StatusResponse> {
  // Public ids are URL-safe base64; anything else cannot exist (and must not reach the query as-is).
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(publicId)) throw notFound("Reference check");
  const q = statusQueries(deps.db);
  const [check] = await q.check.execute({ publicId });
  if (!check) throw notFound("Reference check");
  const refs = await q.references.execute({ checkId: check.id });
  const [auth] = await q.authorization.execute({ checkId: check.id });
  const money = await q.refunds.execute({ checkId: check.id });
  const completed = refs.filter((r) => r.status === "completed").length;
  const now = deps.now();
  const calling = await Promise.all(
    refs.map((r) => callingNowFor(r.phone, check.preferredCallWindow ?? null, now)),
  );
  const zone = check.preferredCallWindow?.timezone ?? calling[0]?.zone ?? DEFAULT_ESTIMATE_ZONE;
  // With an authorization, the business minutes start when the candidate authorized (or, while
  // waiting, are counted as if from now: the page says it waits instead of promising a time).
  const waiting =
    !!auth &&
    (auth.state !== "authorized" || (auth.referencesBy === "candidate" && !auth.referencesEnteredAt));
  const startedAt = auth
    ? waiting
      ? now
      : (auth.referencesEnteredAt ?? auth.authorizedAt ?? now)
    : check.createdAt;
  const created = createdFigures(startedAt, zone);
  const current = currentFigures(now, zone);
  const open = refs.some((r, i) => !["completed", "failed"].includes(r.status) && calling[i]!.callableNow);
  const phase = derivePhase(phaseInput(deps, now, check, refs, auth, money));
  return {
    id: check.publicId,
    phase,
    candidateName: check.candidateName,
    createdAt: check.createdAt,
    status: check.status,
    email: maskEmail(check.requesterEmail),
    reportGenerated: check.reportGenerated,
    paymentStatus: check.paymentStatus,
    priceCharged: Number(check.priceCharged),
    amountRefunded: Number(check.amountRefunded),
    failureReason: check.status === "failed" ? check.failureReason : null,
    callsAtOnce: windowsIgnored(deps),
    progress: refs.length ? Math.round((completed / refs.length) * 100) : 0,
    completedReferences: completed,
    totalReferences: refs.length,
    estimatedCompletion: phase.estimate ?? created.estimatedCompletion,
    createdOutsideBusinessHours: created.outsideBusinessHours,
    businessHoursNow: open,
    timezone: zone,
    holiday: current.holiday,
    authorization: auth
      ? {
          state: auth.state as "awaiting" | "authorized" | "declined" | "expired",
          referencesBy: auth.referencesBy === "candidate" ? "candidate" : "requester",
          waiting: waiting && ["awaiting", "authorized"].includes(auth.state),
          invitedAt: auth.invitedAt,
          expiresAt: auth.expiresAt,
          authorizedAt: auth.authorizedAt,
        }
      : null,
    references: refs.map((r, i) => ({
      name: r.name,
      relationship: r.relationship,
      phoneNumber: maskPhone(r.phone),
      status: publicReferenceStatus(r.status),
      outcome: referenceOutcome(r.status, r.failureReason, r.attemptsMade),
      badge: referenceBadge(
        phase,
        { ...r, outcome: referenceOutcome(r.status, r.failureReason, r.attemptsMade) },
        now,
      ),
      attempts: r.attemptsMade,
      ...nextCall(r),
      timezone: calling[i]!.zone,
      callableNow: calling[i]!.callableNow,
    })),
  };
}

/** The next planned call, in the zone of the reference's number (their own clock, not ours). */
function nextCall(r: {
  status: ReferenceState;
  nextAttemptAt: Date | null;
  timezone: string | null;
  phone: string;
}) {
  if (r.status !== "scheduled" || !r.nextAttemptAt) return { nextCallAt: null, nextCallLocal: null };
  const zone = r.timezone ?? placeOfNumber(r.phone).zones[0];
  const local = DateTime.fromJSDate(r.nextAttemptAt, { zone: zone ?? "UTC" });
  return {
    nextCallAt: r.nextAttemptAt,
    nextCallLocal: local.setLocale("en-US").toFormat("ccc d LLL, HH:mm ZZZZ"),
  };
}

/**
 * The status page is polled every 30 s by every open tab: its two queries are prepared once per
 * database, and the calendar arithmetic (business minutes, holidays) is cached — per check for
 * what depends on its creation time, per zone and minute for what depends on "now".
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareStatusQueries>>();
function prepareStatusQueries(db: Db) {
  return {
    check: db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, sql.placeholder("publicId")))
      .prepare("status_check_by_public_id"),
    references: db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, sql.placeholder("checkId")))
      .orderBy(asc(checkReferences.referenceIndex))
      .prepare("status_check_references"),
    authorization: db
      .select()
      .from(candidateAuthorizations)
      .where(eq(candidateAuthorizations.referenceCheckId, sql.placeholder("checkId")))
      .prepare("status_check_authorization"),
    refunds: db
      .select()
      .from(refunds)
      .where(eq(refunds.referenceCheckId, sql.placeholder("checkId")))
      .orderBy(asc(refunds.createdAt))
      .prepare("status_check_refunds"),
  };
}
function statusQueries(db: Db) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = prepareStatusQueries(db)));
  return q;
}

const CREATED_CACHE_MAX = 10_000;
const createdCache = new Map<string, { estimatedCompletion: Date; outsideBusinessHours: boolean }>();
function createdFigures(createdAt: Date, zone: string) {
  const key = `${createdAt.getTime()}|${zone}`;
  let v = createdCache.get(key);
  if (!v) {
    v = {
      estimatedCompletion: estimateCompletion(createdAt, zone),
      outsideBusinessHours: !isBusinessTime(createdAt, zone, holidaysFor(zone)),
    };
    if (createdCache.size >= CREATED_CACHE_MAX) createdCache.delete(createdCache.keys().next().value!);
    createdCache.set(key, v);
  }
  return v;
}

const currentCache = new Map<string, { minute: number; holiday: HolidayStatus }>();
function currentFigures(now: Date, zone: string) {
  const minute = Math.floor(now.getTime() / 60_000);
  let v = currentCache.get(zone);
  if (!v || v.minute !== minute) {
    v = { minute, holiday: holidayStatus(now) };
    currentCache.set(zone, v);
  }
  return v;
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(1, Math.min(6, local.length - 1)))}@${domain}`;
}
