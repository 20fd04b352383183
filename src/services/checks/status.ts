import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences, referenceChecks } from "../../db/schema";
import { notFound } from "../../errors";
import { maskPhone } from "../../shared/phone";
import type { Deps } from "../deps";
import { holidayStatus, type HolidayStatus } from "../scheduling/holidays";
import { DEFAULT_ESTIMATE_ZONE, estimateCompletion, holidaysFor, isBusinessTime } from "./estimate";

/** The public status API's reference states (spec customer-side §3). */
export type PublicReferenceStatus = "completed" | "processing" | "failed" | "pending";

export function publicReferenceStatus(internal: string): PublicReferenceStatus {
  if (internal === "completed") return "completed";
  if (internal === "failed") return "failed";
  if (internal === "in_progress" || internal === "scheduled") return "processing";
  return "pending";
}

export interface StatusResponse {
  id: string;
  candidateName: string;
  createdAt: Date;
  status: string;
  email: string;
  reportGenerated: boolean;
  references: {
    name: string;
    relationship: string;
    phoneNumber: string;
    status: PublicReferenceStatus;
    attempts: number;
  }[];
  paymentStatus: string;
  /** Share of references completed, 0-100. */
  progress: number;
  completedReferences: number;
  totalReferences: number;
  /** 120 business minutes from creation (next business day's 9 AM when created outside hours). */
  estimatedCompletion: Date;
  createdOutsideBusinessHours: boolean;
  businessHoursNow: boolean;
  /** The zone the estimate and the business-hours notices are stated in. */
  timezone: string;
  holiday: HolidayStatus;
}

/** GET /api/status/{id}: by public id only. Phone numbers and the requester's e-mail are masked. */
export async function getCheckStatus(deps: Deps, publicId: string): Promise<StatusResponse> {
  // Public ids are URL-safe base64; anything else cannot exist (and must not reach the query as-is).
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(publicId)) throw notFound("Reference check");
  const q = statusQueries(deps.db);
  const [check] = await q.check.execute({ publicId });
  if (!check) throw notFound("Reference check");
  const refs = await q.references.execute({ checkId: check.id });
  const completed = refs.filter((r) => r.status === "completed").length;
  const zone = check.preferredCallWindow?.timezone ?? DEFAULT_ESTIMATE_ZONE;
  const created = createdFigures(check.createdAt, zone);
  const current = currentFigures(deps.now(), zone);
  return {
    id: check.publicId,
    candidateName: check.candidateName,
    createdAt: check.createdAt,
    status: check.status,
    email: maskEmail(check.requesterEmail),
    reportGenerated: check.reportGenerated,
    paymentStatus: check.paymentStatus,
    progress: refs.length ? Math.round((completed / refs.length) * 100) : 0,
    completedReferences: completed,
    totalReferences: refs.length,
    estimatedCompletion: created.estimatedCompletion,
    createdOutsideBusinessHours: created.outsideBusinessHours,
    businessHoursNow: current.businessHours,
    timezone: zone,
    holiday: current.holiday,
    references: refs.map((r) => ({
      name: r.name,
      relationship: r.relationship,
      phoneNumber: maskPhone(r.phone),
      status: publicReferenceStatus(r.status),
      attempts: r.attemptsMade,
    })),
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

const currentCache = new Map<string, { minute: number; businessHours: boolean; holiday: HolidayStatus }>();
function currentFigures(now: Date, zone: string) {
  const minute = Math.floor(now.getTime() / 60_000);
  let v = currentCache.get(zone);
  if (!v || v.minute !== minute) {
    v = { minute, businessHours: isBusinessTime(now, zone, holidaysFor(zone)), holiday: holidayStatus(now) };
    currentCache.set(zone, v);
  }
  return v;
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(1, Math.min(6, local.length - 1)))}@${domain}`;
}
