import superjson from "superjson";
import type { ApiScope } from "../../src/shared/public-api";
import { checkPayload, type TestApp } from "./app";
import { users } from "../../src/db/schema";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { createSession } from "../../src/services/accounts/sessions";

/** Calls a tRPC procedure as the signed-in customer's browser does (session cookie, same origin). */
export async function customerTrpc<T = unknown>(
  t: TestApp,
  cookie: string,
  path: string,
  input: unknown,
  kind: "mutation" | "query" = "mutation",
): Promise<{ status: number; data: T; error?: { json: { message: string } } }> {
  const headers = { "content-type": "application/json", cookie, "sec-fetch-site": "same-origin" };
  const res =
    kind === "mutation"
      ? await fetch(`${t.url}/trpc/${path}`, {
          method: "POST",
          headers,
          body: JSON.stringify(superjson.serialize(input)),
        })
      : await fetch(
          `${t.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`,
          {
            headers,
          },
        );
  const body = (await res.json()) as { result?: { data: unknown }; error?: { json: { message: string } } };
  return {
    status: res.status,
    data: (body.result ? superjson.deserialize(body.result.data as never) : null) as T,
    error: body.error,
  };
}

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
  mode: "live" | "test";
  scopes: ApiScope[];
}

/** Signs `email` in and creates an API key on Settings → API's procedure. */
export async function createKey(
  t: TestApp,
  cookie: string,
  opts: { name?: string; mode?: "live" | "test"; scopes?: ApiScope[] } = {},
): Promise<CreatedKey> {
  const res = await customerTrpc<CreatedKey>(t, cookie, "publicApi.keys.create", {
    name: opts.name ?? "ATS integration",
    mode: opts.mode ?? "test",
    scopes: opts.scopes ?? ["checks:write", "checks:read", "reports:read", "webhooks:manage"],
  });
  if (res.status !== 200) throw new Error(`create key: ${res.status} ${JSON.stringify(res.error)}`);
  return res.data;
}

/**
 * A signed-in customer's cookie, made with the session service (the e-mailed link's own tests
 * cover signing in; its per-address limit would stop a file that needs many accounts).
 */
export async function sessionFor(t: TestApp, email: string): Promise<string> {
  const [user] = await t.deps.db
    .insert(users)
    .values({ email: email.toLowerCase() })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: new Date() } })
    .returning();
  const { token } = await createSession(t.deps, user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

export async function accountWithKey(
  t: TestApp,
  email: string,
  opts: { name?: string; mode?: "live" | "test"; scopes?: ApiScope[] } = {},
) {
  const cookie = await sessionFor(t, email);
  return { cookie, ...(await createKey(t, cookie, opts)) };
}

/** An /api/v1 request with a Bearer key; JSON in and (when it is JSON) out. */
export async function api(
  t: TestApp,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get("content-type") ?? "";
  const json = /json/.test(type) ? ((await res.json()) as Record<string, any>) : null; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { res, status: res.status, json: json as Record<string, any>, type }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The request form's fields for an API check (the account's address is the requester). */
export function apiCheckBody(overrides: Record<string, unknown> = {}) {
  const { requesterEmail: _drop, ...form } = checkPayload({ freeCheck: false, isFirstTimeUser: false });
  return { ...form, ...overrides };
}
