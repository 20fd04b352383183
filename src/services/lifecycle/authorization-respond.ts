import { and, eq } from "drizzle-orm";
import { candidateAuthorizations, checkReferences, referenceChecks } from "../../db/schema";
import { transaction, type Enqueue } from "../../db/tx";
import { AppError } from "../../errors";
import { jobs } from "../../jobs/registry";
import {
  DISCLOSURE_VERSION,
  MESSAGES_AUTHORIZATION as M,
  type AuthorizeInput,
} from "../../shared/authorization";
import { referencesOf, type CandidateReferences } from "../../shared/check-request";
import type { RequestContext } from "./create";
import type { Deps } from "../deps";
import { historySignals, logFraud } from "../fraud/history";
import { requestSignals } from "../fraud/signals";
import { endCheck } from "../authorization/end";
import { assertStep, byToken, pageOf, type AuthorizationPage, type CheckRow } from "../authorization/page";
import { callsMayStart } from "../checks/authorization-record";

// The SPA's authorization page types its answer by this name (web/src/features/authorization).
export type { AuthorizationPage } from "../authorization/page";

/* The candidate's answers through their link: authorize, decline, enter the references, ask for a copy. */

/** Starts the calls of a check whose authorization (and references) are now in, if it is paid. */
async function startIfPayable(deps: Deps, enqueue: Enqueue, check: CheckRow) {
  if (["free", "paid", "partially_refunded"].includes(check.paymentStatus))
    await enqueue(jobs.startCheck, { checkId: check.id });
}

/**
 * The candidate authorizes: stored with the typed name, time, address, user agent and the exact
 * disclosure version shown. The requester's references are released to the calling pipeline (the
 * business-minute estimate starts now); a candidate-led check next asks for the references.
 */
export async function authorizeCheck(
  deps: Deps,
  token: string,
  input: AuthorizeInput,
  ctx: RequestContext,
): Promise<AuthorizationPage> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const { auth, check } = await byToken(tx, token, true);
    const now = deps.now();
    assertStep(auth, now, "authorize");
    if (input.disclosureVersion !== DISCLOSURE_VERSION)
      throw new AppError("CONFLICT", M.disclosureChanged, { disclosureVersion: [M.disclosureChanged] });
    const [updated] = await tx
      .update(candidateAuthorizations)
      .set({
        state: "authorized",
        typedName: input.typedName,
        disclosureVersion: DISCLOSURE_VERSION,
        authorizedAt: now,
        ipAddress: ctx.ip?.slice(0, 45) ?? null,
        userAgent: ctx.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })
      .where(eq(candidateAuthorizations.id, auth.id))
      .returning();
    await tx
      .update(checkReferences)
      .set({ status: "pending", updatedAt: now })
      .where(
        and(
          eq(checkReferences.referenceCheckId, check.id),
          eq(checkReferences.status, "awaiting_authorization"),
        ),
      );
    await tx
      .update(referenceChecks)
      .set({ lastProgressAt: now, updatedAt: now })
      .where(eq(referenceChecks.id, check.id));
    if (callsMayStart(updated!)) await startIfPayable(deps, enqueue, check);
    return pageOf(deps, updated!, check);
  });
}

/** The candidate declines: nothing is called, the requester is told, a paid check is refunded in full. */
export async function declineCheck(
  deps: Deps,
  token: string,
  ctx: RequestContext,
): Promise<AuthorizationPage> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const { auth, check } = await byToken(tx, token, true);
    const now = deps.now();
    assertStep(auth, now, "authorize");
    const [updated] = await tx
      .update(candidateAuthorizations)
      .set({
        state: "declined",
        declinedAt: now,
        disclosureVersion: DISCLOSURE_VERSION,
        ipAddress: ctx.ip?.slice(0, 45) ?? null,
        userAgent: ctx.userAgent?.slice(0, 500) ?? null,
        updatedAt: now,
      })
      .where(eq(candidateAuthorizations.id, auth.id))
      .returning();
    await endCheck(deps, tx, enqueue, check.id, "declined", now);
    return pageOf(deps, updated!, check);
  });
}

/**
 * The candidate-led check: the candidate enters 1–3 references (the form's schema and rules), once.
 * The unused references' share of the price goes back; the calls start if the check is paid.
 */
export async function enterCandidateReferences(
  deps: Deps,
  token: string,
  input: CandidateReferences,
): Promise<AuthorizationPage> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const { auth, check } = await byToken(tx, token, true);
    const now = deps.now();
    if (auth.referencesBy !== "candidate") throw new AppError("CONFLICT", M.referencesDone);
    assertStep(auth, now, "references");
    const refs = referencesOf(input as Parameters<typeof referencesOf>[0]);
    // The candidate's references get the same fraud signals the form's get at creation: twin or
    // repeated phones, a reference named like the candidate, a phone given for other candidates.
    const signals = [
      ...requestSignals({
        candidateName: check.candidateName,
        requesterEmail: check.requesterEmail,
        references: refs,
        requesterDisposable: false, // judged once, at creation
      }),
      ...(await historySignals(tx, {
        candidateName: check.candidateName,
        phones: refs.map((r) => r.phone),
        excludeCheckId: check.id,
      })),
    ];
    if (signals.length) {
      await logFraud(tx, check.id, signals, now);
      await tx
        .update(referenceChecks)
        .set({
          fraudSuspected: true,
          fraudReasons: [...(check.fraudReasons ?? []), ...signals.map((x) => x.reason)],
        })
        .where(eq(referenceChecks.id, check.id));
    }
    await tx.insert(checkReferences).values(
      refs.map((r, i) => ({
        referenceCheckId: check.id,
        referenceIndex: i + 1,
        name: r.name,
        phone: r.phone,
        relationship: r.relationship,
        language: r.language,
        status: "pending" as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx
      .update(referenceChecks)
      .set({
        reference1: refs[0]!,
        reference2: refs[1] ?? null,
        reference3: refs[2] ?? null,
        lastProgressAt: now,
        updatedAt: now,
      })
      .where(eq(referenceChecks.id, check.id));
    const [updated] = await tx
      .update(candidateAuthorizations)
      .set({ referencesEnteredAt: now, updatedAt: now })
      .where(eq(candidateAuthorizations.id, auth.id))
      .returning();
    await enqueue(
      jobs.authorizationRefund,
      { checkId: check.id, reason: "unused-references" },
      { singletonKey: `authorization-refund:${check.id}:unused` },
    );
    await startIfPayable(deps, enqueue, check);
    return pageOf(deps, updated!, check);
  });
}

/**
 * The candidate asks for a copy of the report: the requester is asked to approve it (they take the
 * employment decision); the copy is e-mailed to the candidate once approved.
 */
export async function requestReportCopy(deps: Deps, token: string): Promise<AuthorizationPage> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const { auth, check } = await byToken(tx, token, true);
    if (auth.state !== "authorized") throw new AppError("CONFLICT", M.notAuthorized);
    if (auth.reportCopyRequestedAt) return pageOf(deps, auth, check);
    const now = deps.now();
    const [updated] = await tx
      .update(candidateAuthorizations)
      .set({ reportCopyRequestedAt: now, updatedAt: now })
      .where(eq(candidateAuthorizations.id, auth.id))
      .returning();
    await enqueue(
      jobs.authorizationEmail,
      { checkId: check.id, kind: "copy-requested" },
      { singletonKey: `authorization-email:${check.id}:copy-requested` },
    );
    return pageOf(deps, updated!, check);
  });
}
