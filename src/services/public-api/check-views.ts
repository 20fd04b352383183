import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { apiCheckOrigins, checkReferences, referenceChecks, reportFiles } from "../../db/schema";
import { AppError } from "../../errors";
import { checksOf } from "../checks/owner";
import { apiPhase, type ApiPhase } from "../checks/phase-api";
import { loadPhases } from "../checks/phase-load";
import type { Deps } from "../deps";
import { ownerOfKey, type ApiPrincipal } from "./keys";

/* A check as /api/v1 shows it, and the key's view of its account's checks. */

type CheckRow = typeof referenceChecks.$inferSelect;

export interface ApiReference {
  index: number;
  name: string;
  relationship: string;
  language: string;
  status: string;
  attempts: number;
  nextCallAt: Date | null;
  completedAt: Date | null;
  failureReason: string | null;
}

export interface ApiCheck {
  object: "check";
  id: string;
  status: string;
  testMode: boolean;
  candidateName: string;
  role: string;
  companyName: string;
  externalId: string | null;
  metadata: Record<string, string>;
  origin: { type: "api" | "web"; apiKeyName: string | null };
  createdAt: Date;
  nextCallAt: Date | null;
  failureReason: string | null;
  references: ApiReference[];
  payment: {
    status: string;
    amount: number;
    amountRefunded: number;
    currency: "USD";
    /** Where a person completes the payment of a check that waits for it (creation answer only). */
    checkoutUrl: string | null;
  };
  /** Report links once the report exists. */
  reports: { pdf: string; enhancedPdf: string | null; json: string } | null;
  statusUrl: string;
  /** The check's phase in the words the status page and e-mails use (one truth for every surface). */
  phase: ApiPhase;
}

export { apiPhase, type ApiPhase };

/** A key sees its account's checks of its own mode: test keys test checks, live keys the rest. */
export function scopeOf(p: ApiPrincipal): SQL {
  return and(checksOf(ownerOfKey(p)), eq(referenceChecks.testMode, p.mode === "test"))!;
}

export async function apiChecksOf(deps: Deps, rows: CheckRow[]): Promise<ApiCheck[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [refs, origins, files] = await Promise.all([
    deps.db
      .select()
      .from(checkReferences)
      .where(inArray(checkReferences.referenceCheckId, ids))
      .orderBy(asc(checkReferences.referenceIndex)),
    deps.db.select().from(apiCheckOrigins).where(inArray(apiCheckOrigins.referenceCheckId, ids)),
    deps.db
      .select({ checkId: reportFiles.referenceCheckId, design: reportFiles.design })
      .from(reportFiles)
      .where(inArray(reportFiles.referenceCheckId, ids)),
  ]);
  const base = `${deps.config.publicBaseUrl}/api/v1/checks`;
  const phases = await loadPhases(deps, rows);
  return rows.map((c) => {
    const mine = refs.filter((r) => r.referenceCheckId === c.id);
    const origin = origins.find((o) => o.referenceCheckId === c.id);
    const designs = new Set(files.filter((f) => f.checkId === c.id).map((f) => f.design));
    const upcoming = mine
      .filter((r) => (r.status === "pending" || r.status === "scheduled") && r.nextAttemptAt)
      .map((r) => r.nextAttemptAt!.getTime());
    return {
      object: "check" as const,
      id: c.publicId,
      status: c.status,
      testMode: c.testMode,
      candidateName: c.candidateName,
      role: c.role,
      companyName: c.companyName,
      externalId: origin?.externalId ?? null,
      metadata: origin?.metadata ?? {},
      origin: origin
        ? { type: "api" as const, apiKeyName: origin.apiKeyName }
        : { type: "web" as const, apiKeyName: null },
      createdAt: c.createdAt,
      nextCallAt: upcoming.length ? new Date(Math.min(...upcoming)) : null,
      failureReason: c.status === "failed" ? c.failureReason : null,
      references: mine.map((r) => ({
        index: r.referenceIndex,
        name: r.name,
        relationship: r.relationship,
        language: r.language,
        status: r.status,
        attempts: r.attemptsMade,
        nextCallAt: r.status === "pending" || r.status === "scheduled" ? r.nextAttemptAt : null,
        completedAt: r.completedAt,
        failureReason: r.status === "failed" ? r.failureReason : null,
      })),
      payment: {
        status: c.paymentStatus,
        amount: Number(c.priceCharged),
        amountRefunded: Number(c.amountRefunded),
        currency: "USD" as const,
        checkoutUrl: null,
      },
      reports: designs.has("standard")
        ? {
            pdf: `${base}/${c.publicId}/report?design=standard`,
            enhancedPdf: designs.has("enhanced") ? `${base}/${c.publicId}/report?design=enhanced` : null,
            json: `${base}/${c.publicId}/report.json`,
          }
        : null,
      statusUrl: `${deps.config.publicBaseUrl}/check-status/${c.publicId}`,
      phase: apiPhase(phases.get(c.id)!),
    };
  });
}

/** One of the key's checks by its public id; any other id (another account's too) is the same 404. */
export async function findApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<CheckRow> {
  const [row] = await deps.db
    .select()
    .from(referenceChecks)
    .where(and(eq(referenceChecks.publicId, id), scopeOf(p)));
  if (!row) throw new AppError("NOT_FOUND", "Check not found");
  return row;
}

export async function getApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<ApiCheck> {
  return (await apiChecksOf(deps, [await findApiCheck(deps, p, id)]))[0]!;
}
