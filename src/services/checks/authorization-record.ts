import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { candidateAuthorizations, referenceChecks } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { AppError } from "../../errors";
import { jobs } from "../../jobs/registry";
import {
  AUTHORIZATION_EXPIRY_DAYS,
  MESSAGES_AUTHORIZATION,
  type AuthorizationMode,
  type ReferencesBy,
} from "../../shared/authorization";
import type { Deps } from "../deps";
import { authorizationToken, hashAuthorizationToken, newTokenNonce } from "./authorization-token";

export type AuthorizationRow = typeof candidateAuthorizations.$inferSelect;

/**
 * Does this request wait for the candidate's authorization? Under `required` a request without the
 * candidate's e-mail is refused (field error); `off` never asks, except for a candidate-led check
 * (the candidate must be invited to enter the references at all).
 */
export function authorizationApplies(
  mode: AuthorizationMode,
  input: { candidateEmail?: string; referencesBy: ReferencesBy },
): boolean {
  if (input.referencesBy === "candidate") return true;
  if (mode === "required" && !input.candidateEmail)
    throw new AppError("BAD_REQUEST", `candidateEmail: ${MESSAGES_AUTHORIZATION.required}`, {
      candidateEmail: [MESSAGES_AUTHORIZATION.required],
    });
  return mode !== "off" && !!input.candidateEmail;
}

/** The authorization record of a new check, in the creating transaction (invitation comes later). */
export async function createAuthorization(
  deps: Pick<Deps, "config">,
  tx: Db,
  p: { checkId: number; candidateEmail: string; referencesBy: ReferencesBy; now: Date },
): Promise<void> {
  const nonce = newTokenNonce();
  await tx.insert(candidateAuthorizations).values({
    referenceCheckId: p.checkId,
    candidateEmail: p.candidateEmail,
    referencesBy: p.referencesBy,
    tokenNonce: nonce,
    tokenHash: hashAuthorizationToken(tokenFor(deps, { tokenNonce: nonce })),
    createdAt: p.now,
    updatedAt: p.now,
  });
}

/** The candidate's link token of an authorization (rebuilt from its nonce and the key). */
export function tokenFor(deps: Pick<Deps, "config">, row: Pick<AuthorizationRow, "tokenNonce">): string {
  return authorizationToken(row.tokenNonce, deps.config.encryptionKey);
}

/**
 * The candidate's link: the token rides in the fragment, which browsers never send to a server, so
 * no access log, proxy or Referer upstream of us sees it; the page posts it in request bodies.
 */
export function authorizationUrl(deps: Pick<Deps, "config">, row: Pick<AuthorizationRow, "tokenNonce">) {
  return `${deps.config.publicBaseUrl}/authorize#${tokenFor(deps, row)}`;
}

export async function authorizationOf(db: Db, checkId: number): Promise<AuthorizationRow | null> {
  const [row] = await db
    .select()
    .from(candidateAuthorizations)
    .where(eq(candidateAuthorizations.referenceCheckId, checkId));
  return row ?? null;
}

/**
 * The check became free or paid: the candidate is invited now (never for a check nobody paid for,
 * so the form cannot be used to e-mail strangers), and the 7 days start. Runs in the transaction
 * that made the check payable; a second call changes nothing.
 */
export async function inviteCandidate(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  checkId: number,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(candidateAuthorizations)
    .where(eq(candidateAuthorizations.referenceCheckId, checkId))
    .for("update");
  if (!row || row.invitedAt) return false;
  const now = deps.now();
  await tx
    .update(candidateAuthorizations)
    .set({
      invitedAt: now,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_EXPIRY_DAYS * 86_400_000),
      updatedAt: now,
    })
    .where(eq(candidateAuthorizations.id, row.id));
  await tx
    .update(referenceChecks)
    .set({ lastProgressAt: now, updatedAt: now })
    .where(eq(referenceChecks.id, checkId));
  await enqueue(
    jobs.authorizationEmail,
    { checkId, kind: "invitation" },
    { singletonKey: `authorization-invitation:${checkId}` },
  );
  return true;
}

/**
 * May the calls of this check start? Yes without an authorization record; otherwise only once the
 * candidate authorized and, in the candidate-led mode, entered the references.
 */
export function callsMayStart(row: AuthorizationRow | null): boolean {
  if (!row) return true;
  if (row.state !== "authorized") return false;
  return row.referencesBy !== "candidate" || row.referencesEnteredAt !== null;
}

/** One sentence on the candidate's authorization, or that none is on file (reports, packets). */
export function authorizationSentence(auth: AuthorizationRow | null): string {
  if (!auth || auth.state !== "authorized" || !auth.authorizedAt)
    return "No candidate authorization is on file for this check.";
  return `The candidate authorized this check, typing the name "${auth.typedName}", on ${auth.authorizedAt.toISOString().replace("T", " ").slice(0, 16)} UTC (disclosure version ${auth.disclosureVersion}).`;
}
