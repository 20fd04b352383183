import { asc, eq } from "drizzle-orm";
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
  const [check] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, publicId));
  if (!check) throw notFound("Reference check");
  const refs = await deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, check.id))
    .orderBy(asc(checkReferences.referenceIndex));
  const completed = refs.filter((r) => r.status === "completed").length;
  const zone = check.preferredCallWindow?.timezone ?? DEFAULT_ESTIMATE_ZONE;
  const holidays = holidaysFor(zone);
  const now = deps.now();
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
    estimatedCompletion: estimateCompletion(check.createdAt, zone),
    createdOutsideBusinessHours: !isBusinessTime(check.createdAt, zone, holidays),
    businessHoursNow: isBusinessTime(now, zone, holidays),
    timezone: zone,
    holiday: holidayStatus(now),
    references: refs.map((r) => ({
      name: r.name,
      relationship: r.relationship,
      phoneNumber: maskPhone(r.phone),
      status: publicReferenceStatus(r.status),
      attempts: r.attemptsMade,
    })),
  };
}

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(1, Math.min(6, local.length - 1)))}@${domain}`;
}
