import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { signInTokens, users } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import {
  createSession,
  generateSessionToken,
  hashToken,
  invalidateSession,
  isWellFormedToken,
} from "./sessions";
import { operatorSignInNotice, signInLinkEmail } from "./emails";

/**
 * E-mailed sign-in links. Typing an address proves nothing, so the address must answer: we mail a
 * random token (stored only as its SHA-256, valid 15 minutes) and sign in whoever opens the link
 * AND presses "Sign in" on the confirm page. The press matters: mail scanners follow links (GET)
 * but do not submit forms, so they cannot use up a customer's link. The token travels in the URL
 * fragment (#token=…), which browsers never send to a server, so it stays out of access logs and
 * Referer headers.
 */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Links per address per hour: enough for a lost e-mail or two, useless for mail-bombing someone. */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;
/** Links per client IP per hour, across all addresses (REST also has a per-minute limit). */
export const LINKS_PER_IP_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

export const LOGIN_ACCEPTED_MESSAGE =
  "If that address can sign in, a sign-in link is on its way. It works once, for 15 minutes.";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function signInUrl(deps: Deps, token: string): string {
  return `${deps.config.publicBaseUrl}/login/confirm#token=${token}`;
}

/**
 * POST /api/auth/login. The answer is the same for every well-formed address, known or not:
 * anyone may hold an account (the dashboard has an empty state), and the link goes only to the
 * address itself. Limits apply per address and per IP; a limited address gets a 429 whatever
 * its standing, so the limit reveals nothing either.
 */
export async function requestSignInLink(
  deps: Deps,
  input: { email: string },
  meta: { ip: string | null },
): Promise<{ success: true; message: string }> {
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const since = new Date(now.getTime() - HOUR);
  const [byAddress] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInTokens)
    .where(and(eq(signInTokens.email, email), gt(signInTokens.createdAt, since)));
  if ((byAddress?.n ?? 0) >= LINKS_PER_ADDRESS_PER_HOUR)
    throw new AppError(
      "TOO_MANY_REQUESTS",
      "Too many sign-in links requested for this address. Please use the latest e-mail or try again in an hour.",
    );
  if (meta.ip) {
    const [byIp] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInTokens)
      .where(and(eq(signInTokens.ipAddress, meta.ip), gt(signInTokens.createdAt, since)));
    if ((byIp?.n ?? 0) >= LINKS_PER_IP_PER_HOUR)
      throw new AppError("TOO_MANY_REQUESTS", "Too many sign-in requests. Please try again later.");
  }

  const token = generateSessionToken();
  const operator = await isOperator(deps, email);
  const [row] = await deps.db
    .insert(signInTokens)
    .values({
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS),
      // An operator's request is kept (it counts toward the limits like any other) but born used.
      consumedAt: operator ? now : null,
      ipAddress: meta.ip?.slice(0, 64) ?? null,
      createdAt: now,
    })
    .returning({ id: signInTokens.id });

  const product = deps.config.env.PRODUCT_NAME;
  const url = signInUrl(deps, token);
  try {
    if (operator) await sendOperatorNotice(deps, email, row!.id);
    else
      await deps.providers.email.send({
        to: email,
        ...signInLinkEmail(product, url),
        tag: "sign-in",
        idempotencyKey: `sign-in:${row!.id}`,
      });
  } catch (err) {
    deps.log.error({ err }, "sign-in e-mail failed");
    await deps.db.delete(signInTokens).where(eq(signInTokens.id, row!.id));
    throw new AppError("UNAVAILABLE", "We could not send the sign-in e-mail right now. Please try again.");
  }
  return { success: true, message: LOGIN_ACCEPTED_MESSAGE };
}

/**
 * Operator accounts sign in with their password (accounts.operatorSignIn), never with an e-mailed link:
 * a link is only as strong as the mailbox, and an operator can erase data and refund money.
 */
async function isOperator(deps: Pick<Deps, "db">, email: string): Promise<boolean> {
  const rows = await deps.db
    .select({ role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return rows.some((u) => u.role === "admin");
}

/**
 * What an operator's address gets instead of a link: the same answer on the page (so the form
 * does not reveal which addresses are operators) and, in the mailbox, where to sign in.
 */
async function sendOperatorNotice(deps: Deps, email: string, requestId: number) {
  const product = deps.config.env.PRODUCT_NAME;
  const url = `${deps.config.publicBaseUrl}/admin`;
  await deps.providers.email.send({
    to: email,
    ...operatorSignInNotice(product, url),
    tag: "sign-in",
    idempotencyKey: `sign-in:${requestId}`,
  });
}

async function findLink(deps: Deps, token: string) {
  if (!isWellFormedToken(token)) throw new AppError("NOT_FOUND", "This sign-in link is not valid");
  const [row] = await deps.db
    .select()
    .from(signInTokens)
    .where(eq(signInTokens.tokenHash, hashToken(token)));
  if (!row) throw new AppError("NOT_FOUND", "This sign-in link is not valid");
  if (row.consumedAt)
    throw new AppError("NOT_FOUND", "This sign-in link has already been used. Request a new one.");
  if (deps.now().getTime() >= row.expiresAt.getTime())
    throw new AppError("NOT_FOUND", "This sign-in link has expired. Request a new one.");
  // A link made before its address became an operator's signs nobody in.
  if (await isOperator(deps, row.email)) throw new AppError("NOT_FOUND", "This sign-in link is not valid");
  return row;
}

/** What the confirm page shows before the press: whose link this is. Changes nothing. */
export async function describeSignInLink(
  deps: Deps,
  token: string,
): Promise<{ email: string; expiresAt: Date }> {
  const row = await findLink(deps, token);
  return { email: row.email, expiresAt: row.expiresAt };
}

/**
 * The confirm press: consumes the link (one UPDATE, so two presses race to one winner), creates
 * the user on first sign-in, ends the browser's previous session and starts a new one.
 */
export async function consumeSignInLink(
  deps: Deps,
  token: string,
  meta: { ip: string | null; userAgent: string | null; previousSessionId: string | null },
): Promise<{ user: { id: number; email: string; role: string }; token: string; expiresAt: Date }> {
  await findLink(deps, token); // precise message for used / expired / unknown
  const now = deps.now();
  const user = await transaction(deps, async ({ db: tx }) => {
    const [link] = await tx
      .update(signInTokens)
      .set({ consumedAt: now })
      .where(
        and(
          eq(signInTokens.tokenHash, hashToken(token)),
          isNull(signInTokens.consumedAt),
          gt(signInTokens.expiresAt, now),
        ),
      )
      .returning({ email: signInTokens.email });
    if (!link) throw new AppError("NOT_FOUND", "This sign-in link has already been used. Request a new one.");
    // Older links for the same address die with this sign-in.
    await tx
      .update(signInTokens)
      .set({ consumedAt: now })
      .where(and(eq(signInTokens.email, link.email), isNull(signInTokens.consumedAt)));
    await tx
      .insert(users)
      .values({ email: link.email, role: "user" })
      .onConflictDoNothing({ target: users.email });
    // The opened link proves the mailbox (what joining an organization by its domain relies on).
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.email, link.email), eq(users.role, "user"), isNull(users.emailVerifiedAt)));
    const [u] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.email, link.email));
    // Promoted between the look-up above and this press: refused all the same (nothing commits).
    if (u!.role === "admin") throw new AppError("NOT_FOUND", "This sign-in link is not valid");
    return u!;
  });
  if (meta.previousSessionId) await invalidateSession(deps, meta.previousSessionId);
  const session = await createSession(deps, user.id, { ipAddress: meta.ip, userAgent: meta.userAgent });
  return { user, token: session.token, expiresAt: session.expiresAt };
}

/** Housekeeping for the daily purge: links a day past expiry are kept no longer. */
export async function deleteOldSignInLinks(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - 24 * HOUR);
  const gone = await deps.db
    .delete(signInTokens)
    .where(lt(signInTokens.expiresAt, cutoff))
    .returning({ id: signInTokens.id });
  return gone.length;
}
