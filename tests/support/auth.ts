import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "../../src/db/schema";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import type { TestApp } from "./app";

/** The newest sign-in token e-mailed to `email`, read from the outbox as a person would read it. */
export async function latestSignInToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.tag, "sign-in")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no sign-in e-mail for ${email}`);
  const match = /\/login\/confirm#token=([A-Za-z0-9_-]{43})/.exec(mail.textBody);
  if (!match) throw new Error("sign-in e-mail holds no link");
  return match[1]!;
}

/**
 * Asks for a sign-in link: POST /api/auth/login, or the same procedure over /trpc (both count
 * against one per-minute limit per address: 10).
 */
export function requestLink(
  t: TestApp,
  email: string,
  headers: Record<string, string> = {},
  via: "rest" | "trpc" = "trpc",
) {
  return fetch(`${t.url}${via === "rest" ? "/api/auth/login" : "/trpc/accounts.login"}`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
    body: JSON.stringify(via === "rest" ? { email } : { json: { email } }),
  });
}

/** The confirm page's press: POST /trpc/accounts.confirm (superjson body). */
export function confirmLink(t: TestApp, token: string, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/trpc/accounts.confirm`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
    body: JSON.stringify({ json: { token } }),
  });
}

export function sessionCookieFrom(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  const m = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!m || !m[1]) throw new Error(`no session cookie in: ${header}`);
  return `${SESSION_COOKIE}=${m[1]}`;
}

/** Signs `email` in through the e-mailed link; returns the Cookie header value. */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await requestLink(t, email);
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  const confirmed = await confirmLink(t, await latestSignInToken(t, email));
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status}: ${await confirmed.text()}`);
  return sessionCookieFrom(confirmed);
}
