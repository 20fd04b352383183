import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { candidateAuthorizations, checkReferences, referenceChecks } from "../../db/schema";
import { transaction, type RawTx } from "../../db/tx";
import { AppError } from "../../errors";
import { jobs } from "../../jobs/registry";
import {
  DISCLOSURE_VERSION,
  MESSAGES_AUTHORIZATION as M,
  disclosureParagraphs,
  rightsSummary,
  type AuthorizeInput,
} from "../../shared/authorization";
import { referencesOf, type CandidateReferences } from "../../shared/check-request";
import type { RequestContext } from "../checks/create";
import type { Deps } from "../deps";
import { historySignals, logFraud } from "../fraud/history";
import { requestSignals } from "../fraud/signals";
import { callsMayStart, type AuthorizationRow } from "./record";
import { hashAuthorizationToken, TOKEN_PATTERN } from "./token";

type CheckRow = typeof referenceChecks.$inferSelect;

/** Every wrong token gets the same answer: it says nothing about whether a check exists. */
const invalidLink = () => new AppError("NOT_FOUND", M.invalidLink);

async function byToken(db: Db, token: string, lock: boolean) {
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const q = db
    .select()
    .from(candidateAuthorizations)
    .where(eq(candidateAuthorizations.tokenHash, hashAuthorizationToken(token)));
  const [auth] = lock ? await q.for("update") : await q;
  // Not invited yet (an unpaid check): its link was never handed out.
  if (!auth || !auth.invitedAt) throw invalidLink();
  const [check] = await db
    .select()
    .from(referenceChecks)
    .where(eq(referenceChecks.id, auth.referenceCheckId));
  if (!check) throw invalidLink();
  return { auth, check };
}

/** Past its 7 days with something still to do (the sweep may not have closed it yet). */
export function isPastExpiry(auth: AuthorizationRow, now: Date): boolean {
  const open = auth.state === "awaiting" || (auth.state === "authorized" && !callsMayStart(auth));
  return open && !!auth.expiresAt && now >= auth.expiresAt;
}

export type AuthorizationStep = "authorize" | "references" | "done" | "declined" | "expired";

function stepOf(auth: AuthorizationRow, now: Date): AuthorizationStep {
  if (auth.state === "declined") return "declined";
  if (auth.state === "expired" || isPastExpiry(auth, now)) return "expired";
  if (auth.state === "awaiting") return "authorize";
  return callsMayStart(auth) ? "done" : "references";
}

export interface AuthorizationPage {
  step: AuthorizationStep;
  referencesBy: "requester" | "candidate";
  candidateName: string;
  role: string;
  employer: string;
  product: string;
  disclosure: { version: string; paragraphs: string[] };
  rights: string[];
  expiresAt: Date | null;
  authorizedAt: Date | null;
  typedName: string | null;
  /** The check's report exists (the candidate may ask for a copy). */
  reportReady: boolean;
  reportCopy: "none" | "requested" | "approved";
}

function pageOf(deps: Deps, auth: AuthorizationRow, check: CheckRow): AuthorizationPage {
  const product = deps.config.env.PRODUCT_NAME;
  const names = { employer: check.companyName, product, role: check.role };
  return {
    step: stepOf(auth, deps.now()),
    referencesBy: auth.referencesBy === "candidate" ? "candidate" : "requester",
    candidateName: check.candidateName,
    role: check.role,
    employer: check.companyName,
    product,
    disclosure: { version: DISCLOSURE_VERSION, paragraphs: disclosureParagraphs(names) },
    rights: rightsSummary(names),
    expiresAt: auth.expiresAt,
    authorizedAt: auth.authorizedAt,
    typedName: auth.typedName,
    reportReady: check.reportGenerated,
    reportCopy: auth.reportCopyApprovedAt ? "approved" : auth.reportCopyRequestedAt ? "requested" : "none",
  };
}

export async function getAuthorizationPage(deps: Deps, token: string): Promise<AuthorizationPage> {
  const { auth, check } = await byToken(deps.db, token, false);
  return pageOf(deps, auth, check);
}

/** Refuses any answer once the authorization was answered, expired or declined. */
function assertStep(auth: AuthorizationRow, now: Date, want: AuthorizationStep) {
  const step = stepOf(auth, now);
  if (step === want) return;
  const message =
    step === "expired"
      ? M.expired
      : step === "declined"
        ? M.declined
        : want === "references"
          ? step === "authorize"
            ? M.notAuthorized
            : M.referencesDone
          : M.alreadyAnswered;
  throw new AppError("CONFLICT", message);
}

/** Starts the calls of a check whose authorization (and references) are now in, if it is paid. */
async function startIfPayable(deps: Deps, raw: RawTx, check: CheckRow) {
  if (["free", "paid", "partially_refunded"].includes(check.paymentStatus))
    await deps.queue.send(jobs.startCheck, { checkId: check.id }, { tx: raw });
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
  return transaction(deps.database, async (tx, raw) => {
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
    if (callsMayStart(updated!)) await startIfPayable(deps, raw, check);
    return pageOf(deps, updated!, check);
  });
}

/** The candidate declines: nothing is called, the requester is told, a paid check is refunded in full. */
export async function declineCheck(
  deps: Deps,
  token: string,
  ctx: RequestContext,
): Promise<AuthorizationPage> {
  return transaction(deps.database, async (tx, raw) => {
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
    await endCheck(deps, tx, raw, check.id, "declined", now);
    return pageOf(deps, updated!, check);
  });
}

export const ENDED_REASONS = {
  declined: "The candidate declined to authorize the reference check.",
  expired: "The candidate did not authorize the reference check within 7 days.",
} as const;

/**
 * Closes a check that will never be authorized: the check and its waiting references fail (no
 * call is ever placed), the full refund and the requester's notice are queued in the same transaction.
 */
export async function endCheck(
  deps: Deps,
  tx: Db,
  raw: RawTx,
  checkId: number,
  why: "declined" | "expired",
  now: Date,
): Promise<void> {
  await tx
    .update(referenceChecks)
    .set({ status: "failed", failureReason: ENDED_REASONS[why], lastProgressAt: now, updatedAt: now })
    .where(eq(referenceChecks.id, checkId));
  await tx
    .update(checkReferences)
    .set({ status: "failed", failureReason: ENDED_REASONS[why], updatedAt: now })
    .where(
      and(
        eq(checkReferences.referenceCheckId, checkId),
        eq(checkReferences.status, "awaiting_authorization"),
      ),
    );
  await deps.queue.send(
    jobs.authorizationRefund,
    { checkId, reason: "ended" },
    { tx: raw, singletonKey: `authorization-refund:${checkId}:ended` },
  );
  await deps.queue.send(
    jobs.authorizationEmail,
    { checkId, kind: why },
    { tx: raw, singletonKey: `authorization-email:${checkId}:${why}` },
  );
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
  return transaction(deps.database, async (tx, raw) => {
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
        status: "pending",
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
    await deps.queue.send(
      jobs.authorizationRefund,
      { checkId: check.id, reason: "unused-references" },
      { tx: raw, singletonKey: `authorization-refund:${check.id}:unused` },
    );
    await startIfPayable(deps, raw, check);
    return pageOf(deps, updated!, check);
  });
}

/**
 * The candidate asks for a copy of the report: the requester is asked to approve it (they take the
 * employment decision); the copy is e-mailed to the candidate once approved.
 */
export async function requestReportCopy(deps: Deps, token: string): Promise<AuthorizationPage> {
  return transaction(deps.database, async (tx, raw) => {
    const { auth, check } = await byToken(tx, token, true);
    if (auth.state !== "authorized") throw new AppError("CONFLICT", M.notAuthorized);
    if (auth.reportCopyRequestedAt) return pageOf(deps, auth, check);
    const now = deps.now();
    const [updated] = await tx
      .update(candidateAuthorizations)
      .set({ reportCopyRequestedAt: now, updatedAt: now })
      .where(eq(candidateAuthorizations.id, auth.id))
      .returning();
    await deps.queue.send(
      jobs.authorizationEmail,
      { checkId: check.id, kind: "copy-requested" },
      { tx: raw, singletonKey: `authorization-email:${check.id}:copy-requested` },
    );
    return pageOf(deps, updated!, check);
  });
}
