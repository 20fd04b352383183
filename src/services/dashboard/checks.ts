import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import {
  apiCheckOrigins,
  candidateAuthorizations,
  checkReferences,
  referenceChecks,
  reportFiles,
  users,
} from "../../db/schema";
import { checksOf, type Owner } from "../checks/owner";
import { callsMayStart } from "../checks/authorization-record";
import type { Phase } from "../checks/phase";
import { loadPhases } from "../checks/phase-load";
import type { Deps } from "../deps";
import { PAYABLE_PAYMENT_STATES } from "../payments/load";
import type { AuthorizationState, CheckState, PaymentState } from "../../shared/states";

export interface DashboardCheck {
  /** The check's number: names the report files and the download paths. */
  id: number;
  /** The unguessable id of /check-status/{id}. */
  publicId: string;
  candidateName: string;
  candidateRole: string;
  companyName: string;
  /** Who ordered it: the member (or API key holder) when known, else the requester address. */
  orderedBy: string;
  createdAt: Date;
  status: CheckState;
  /** The check's phase and its words: the row's badge, progress and notices render these. */
  phase: Phase;
  totalReferences: number;
  completedReferences: number;
  pendingReferences: number;
  failedReferences: number;
  overallProgress: number;
  paymentStatus: PaymentState;
  /** The check still waits for its payment (the dashboard offers "Complete payment"). */
  awaitingPayment: boolean;
  /** The price in dollars (what "Complete payment" charges). */
  amount: number;
  /** Why a check ended without a report (status failed), else null. */
  failureReason: string | null;
  amountRefunded: number;
  reports: { standard: boolean; enhanced: boolean };
  /** How the check was made: the web form, or the name of the API key that made it. */
  origin: { type: "web" | "api"; apiKeyName: string | null };
  /** The id the customer's ATS gave the check through the API. */
  externalId: string | null;
  testMode: boolean;
  /** The candidate's authorization, when the check asks for one. */
  authorization: {
    state: AuthorizationState;
    /** Still waiting on the candidate (authorization or, candidate-led, their references). */
    waiting: boolean;
    reportCopy: "none" | "requested" | "approved";
  } | null;
}

export interface DashboardChecks {
  totalChecks: number;
  completedChecks: number;
  /** Checks scheduled, being called or analysed ("In Progress"): not those waiting for payment or the candidate. */
  pendingChecks: number;
  awaitingPaymentChecks: number;
  awaitingCandidateChecks: number;
  checks: DashboardCheck[];
}

/**
 * The owner's checks: personal ones requested with this (verified) address and in no organization
 * (stored addresses are lower-cased by the shared request schema), or the organization's.
 */
export function ownedBy(owner: Owner): SQL {
  return checksOf(owner);
}

/** Checks one person ordered: by their member account, or (ordered before that was recorded) by address. */
function orderedByCondition(db: Deps["db"], email: string): SQL {
  const byUser = db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return or(
    inArray(referenceChecks.orderedByUserId, byUser),
    and(isNull(referenceChecks.orderedByUserId), eq(referenceChecks.requesterEmail, email)),
  )!;
}

export async function listCustomerChecks(
  deps: Deps,
  owner: Owner,
  filter: { orderedBy?: string } = {},
): Promise<DashboardChecks> {
  const rows = await deps.db
    .select()
    .from(referenceChecks)
    .where(
      and(
        ownedBy(owner),
        filter.orderedBy ? orderedByCondition(deps.db, filter.orderedBy.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(referenceChecks.createdAt), desc(referenceChecks.id))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const refs = ids.length
    ? await deps.db
        .select({ checkId: checkReferences.referenceCheckId, status: checkReferences.status })
        .from(checkReferences)
        .where(inArray(checkReferences.referenceCheckId, ids))
    : [];
  const files = ids.length
    ? await deps.db
        .select({ checkId: reportFiles.referenceCheckId, design: reportFiles.design })
        .from(reportFiles)
        .where(inArray(reportFiles.referenceCheckId, ids))
    : [];
  const origins = ids.length
    ? await deps.db.select().from(apiCheckOrigins).where(inArray(apiCheckOrigins.referenceCheckId, ids))
    : [];
  const auths = ids.length
    ? await deps.db
        .select()
        .from(candidateAuthorizations)
        .where(inArray(candidateAuthorizations.referenceCheckId, ids))
    : [];
  const orderers = rows.map((r) => r.orderedByUserId).filter((id): id is number => id !== null);
  const people = orderers.length
    ? await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, orderers))
    : [];
  const phases = await loadPhases(deps, rows);
  const checks = rows.map((c): DashboardCheck => {
    const phase = phases.get(c.id)!;
    const auth = auths.find((a) => a.referenceCheckId === c.id);
    const origin = origins.find((o) => o.referenceCheckId === c.id);
    const mine = refs.filter((r) => r.checkId === c.id);
    const submitted = [c.reference1, c.reference2, c.reference3].filter(Boolean).length;
    const total = mine.length || submitted;
    const completed = mine.filter((r) => r.status === "completed").length;
    const failed = mine.filter((r) => r.status === "failed").length;
    const designs = new Set(files.filter((f) => f.checkId === c.id).map((f) => f.design));
    return {
      id: c.id,
      publicId: c.publicId,
      candidateName: c.candidateName,
      candidateRole: c.role,
      companyName: c.companyName,
      orderedBy: people.find((p) => p.id === c.orderedByUserId)?.email ?? c.requesterEmail,
      createdAt: c.createdAt,
      status: c.status,
      phase,
      totalReferences: total,
      completedReferences: completed,
      pendingReferences: total - completed - failed,
      failedReferences: failed,
      // The share of references finished (interviewed or given up on); 0 when nobody was called.
      overallProgress: phase.progress,
      paymentStatus: c.paymentStatus,
      awaitingPayment: c.status === "pending" && PAYABLE_PAYMENT_STATES.includes(c.paymentStatus),
      amount: Number(c.priceCharged),
      failureReason: c.status === "failed" ? c.failureReason : null,
      amountRefunded: Number(c.amountRefunded),
      reports: { standard: designs.has("standard"), enhanced: designs.has("enhanced") },
      origin: origin ? { type: "api", apiKeyName: origin.apiKeyName } : { type: "web", apiKeyName: null },
      externalId: origin?.externalId ?? null,
      testMode: c.testMode,
      authorization: auth
        ? {
            state: auth.state,
            waiting: ["awaiting", "authorized"].includes(auth.state) && !callsMayStart(auth),
            reportCopy: auth.reportCopyApprovedAt
              ? "approved"
              : auth.reportCopyRequestedAt
                ? "requested"
                : "none",
          }
        : null,
    };
  });
  return {
    totalChecks: checks.length,
    completedChecks: checks.filter((c) => c.status === "completed").length,
    pendingChecks: checks.filter((c) => ["scheduled", "calling", "analysing"].includes(c.phase.kind)).length,
    awaitingPaymentChecks: checks.filter((c) => c.phase.kind === "awaiting_payment").length,
    awaitingCandidateChecks: checks.filter((c) => c.phase.kind === "awaiting_candidate").length,
    checks,
  };
}

/** One of this customer's checks, or null: another customer's check looks exactly like none. */
export async function findOwnedCheck(deps: Deps, owner: Owner, checkId: number) {
  const [check] = await deps.db
    .select()
    .from(referenceChecks)
    .where(and(eq(referenceChecks.id, checkId), ownedBy(owner)));
  return check ?? null;
}
