import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkReferences, fraudDetectionLogs, referenceChecks } from "../../db/schema";
import { nameKey, namesAlike, type FraudSignal } from "./signals";

/**
 * Signals that need history: a reference phone given earlier for a different candidate (one
 * friend vouching for many people, or a requester reusing a number of their own).
 */
export async function historySignals(
  db: Db,
  input: { candidateName: string; phones: string[]; excludeCheckId?: number },
): Promise<FraudSignal[]> {
  if (input.phones.length === 0) return [];
  const rows = await db
    .select({
      phone: checkReferences.phone,
      checkId: referenceChecks.id,
      candidate: referenceChecks.candidateName,
    })
    .from(checkReferences)
    .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
    .where(
      and(
        inArray(checkReferences.phone, input.phones),
        input.excludeCheckId ? ne(referenceChecks.id, input.excludeCheckId) : undefined,
      ),
    )
    .orderBy(desc(referenceChecks.id))
    .limit(50);
  const out: FraudSignal[] = [];
  for (const phone of new Set(input.phones)) {
    const others = rows.filter((r) => r.phone === phone && !namesAlike(r.candidate, input.candidateName));
    const candidates = [...new Map(others.map((o) => [nameKey(o.candidate), o])).values()];
    if (candidates.length === 0) continue;
    out.push({
      type: "reference_phone_reused",
      reason: `Reference phone ending ${phone.slice(-4)} was also given for ${candidates.length} other candidate${candidates.length > 1 ? "s" : ""} (check #${candidates.map((c) => c.checkId).join(", #")})`,
      confidence: Math.min(0.95, 0.5 + 0.15 * candidates.length),
      details: { phone, checkIds: candidates.map((c) => c.checkId) },
    });
  }
  return out;
}

export async function logFraud(db: Db, referenceCheckId: number | null, signals: FraudSignal[], at: Date) {
  if (signals.length === 0) return;
  await db.insert(fraudDetectionLogs).values(
    signals.map((s) => ({
      referenceCheckId,
      fraudType: s.type,
      details: { reason: s.reason, ...s.details },
      confidence: s.confidence.toFixed(2),
      createdAt: at,
    })),
  );
}
