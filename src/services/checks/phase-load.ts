import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { candidateAuthorizations, checkReferences, referenceChecks, refunds } from "../../db/schema";
import { windowsIgnored } from "../scheduling/schedule";
import type { Deps } from "../deps";
import { placeOfNumber } from "../scheduling/zones";
import { derivePhase, type Phase, type PhaseInput } from "./phase";

type CheckRow = typeof referenceChecks.$inferSelect;
type ReferenceRow = typeof checkReferences.$inferSelect;
type AuthorizationRow = typeof candidateAuthorizations.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** The phase's input from a check's rows (already read by the caller). */
export function phaseInput(
  deps: Pick<Deps, "config" | "providers">,
  now: Date,
  check: CheckRow,
  refs: ReferenceRow[],
  auth: AuthorizationRow | null | undefined,
  checkRefunds: RefundRow[],
): PhaseInput {
  return {
    now,
    callsAtOnce: windowsIgnored(deps),
    check: {
      status: check.status,
      paymentStatus: check.paymentStatus,
      priceCharged: Number(check.priceCharged),
      amountRefunded: Number(check.amountRefunded),
      createdAt: check.createdAt,
      reportDeliveredAt: check.reportDeliveredAt,
    },
    references: refs.map((r) => {
      // The dialler's own rule: every zone the number may ring in must be open.
      const place = placeOfNumber(r.phone);
      const zones = place.zones.length ? place.zones : r.timezone ? [r.timezone] : [];
      return {
        name: r.name,
        status: r.status,
        attemptsMade: r.attemptsMade,
        nextAttemptAt: r.nextAttemptAt,
        window: {
          zones,
          country: place.country,
          regions: place.regions,
          preferred: check.preferredCallWindow ?? null,
        },
      };
    }),
    authorization: auth
      ? {
          state: auth.state,
          referencesBy: auth.referencesBy === "candidate" ? "candidate" : "requester",
          invitedAt: auth.invitedAt,
          reminderSentAt: auth.reminderSentAt,
          expiresAt: auth.expiresAt,
          authorizedAt: auth.authorizedAt,
          referencesEnteredAt: auth.referencesEnteredAt,
        }
      : null,
    refunds: checkRefunds
      .filter((r) => r.kind === "check")
      .map((r) => ({ amount: Number(r.amount), reason: r.reason, status: r.status })),
  };
}

/** Reads what the phase needs for several checks at once (the dashboard's list, the API's list). */
export async function loadPhases(
  deps: Pick<Deps, "config" | "providers" | "now"> & { db: Db },
  checks: CheckRow[],
): Promise<Map<number, Phase>> {
  const ids = checks.map((c) => c.id);
  const out = new Map<number, Phase>();
  if (ids.length === 0) return out;
  const [refs, auths, money] = await Promise.all([
    deps.db
      .select()
      .from(checkReferences)
      .where(inArray(checkReferences.referenceCheckId, ids))
      .orderBy(asc(checkReferences.referenceIndex)),
    deps.db
      .select()
      .from(candidateAuthorizations)
      .where(inArray(candidateAuthorizations.referenceCheckId, ids)),
    deps.db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.referenceCheckId, ids), eq(refunds.kind, "check")))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const now = deps.now();
  for (const c of checks) {
    const input = phaseInput(
      deps,
      now,
      c,
      refs.filter((r) => r.referenceCheckId === c.id),
      auths.find((a) => a.referenceCheckId === c.id),
      money.filter((m) => m.referenceCheckId === c.id),
    );
    out.set(c.id, derivePhase(input));
  }
  return out;
}

/**
 * One check's phase by its internal id (e-mails, receipts, webhooks). `asDelivered`: the phase the
 * report e-mail announces, composed just before the send that completes the check (delivered now).
 */
export async function loadPhase(
  deps: Pick<Deps, "config" | "providers" | "now"> & { db: Db },
  checkId: number,
  opts: { asDelivered?: boolean } = {},
): Promise<Phase | null> {
  const [row] = await deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
  if (!row) return null;
  const check = opts.asDelivered
    ? { ...row, status: "completed" as const, reportDeliveredAt: row.reportDeliveredAt ?? deps.now() }
    : row;
  return (await loadPhases(deps, [check])).get(check.id) ?? null;
}
