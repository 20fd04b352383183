import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { candidateAuthorizations } from "../../db/schema";
import { AppError } from "../../errors";
import {
  DISCLOSURE_VERSION,
  MESSAGES_AUTHORIZATION as M,
  disclosureParagraphs,
  rightsSummary,
} from "../../shared/authorization";
import type { Deps } from "../deps";
import { callsMayStart, type AuthorizationRow } from "../checks/authorization-record";
import { hashAuthorizationToken, TOKEN_PATTERN } from "../checks/authorization-token";
import { checkById, type CheckRow } from "../checks/queries";

/* The authorization a candidate's link opens, the step it is at and the page that shows it. */

export type { CheckRow };

/** Every wrong token gets the same answer: it says nothing about whether a check exists. */
const invalidLink = () => new AppError("NOT_FOUND", M.invalidLink);

export async function byToken(db: Db, token: string, lock: boolean) {
  if (!TOKEN_PATTERN.test(token)) throw invalidLink();
  const q = db
    .select()
    .from(candidateAuthorizations)
    .where(eq(candidateAuthorizations.tokenHash, hashAuthorizationToken(token)));
  const [auth] = lock ? await q.for("update") : await q;
  // Not invited yet (an unpaid check): its link was never handed out.
  if (!auth || !auth.invitedAt) throw invalidLink();
  const check = await checkById(db, auth.referenceCheckId);
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

export function pageOf(deps: Deps, auth: AuthorizationRow, check: CheckRow): AuthorizationPage {
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
export function assertStep(auth: AuthorizationRow, now: Date, want: AuthorizationStep) {
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
