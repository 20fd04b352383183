import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { sessions, users } from "../../src/db/schema";
import { cookieIsSecure, SESSION_COOKIE } from "../../src/services/accounts/cookies";
import {
  createSession,
  hashToken,
  invalidateUserSessions,
  SESSION_LIFETIME_MS,
  validateSessionToken,
} from "../../src/services/accounts/sessions";
import { purgeExpiredData } from "../../src/services/data-requests/retention";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date("2026-03-02T15:00:00Z").getTime();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.stop());

async function newUser(role = "user") {
  const [u] = await t.deps.db
    .insert(users)
    .values({ email: uniqueEmail("customer"), role })
    .returning();
  return u!;
}

function me(token: string) {
  return fetch(`${t.url}/api/auth/me`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}

describe("sessions", () => {
  it("stores only the SHA-256 of a 32-byte token and answers /api/auth/me with the user", async () => {
    const u = await newUser();
    const { token, expiresAt } = await createSession(t.deps, u.id, { ipAddress: "1.2.3.4", userAgent: "ua" });
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(expiresAt.getTime()).toBe(clock + SESSION_LIFETIME_MS);
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(token));
    expect(rows[0]!.id).not.toContain(token);

    const res = await me(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: u.id, email: u.email, role: "user" } });
  });

  it("refuses a tampered, unknown or malformed token and clears the cookie", async () => {
    const u = await newUser();
    const { token } = await createSession(t.deps, u.id);
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const bad of [flipped, token.slice(0, -1), `${token}x`, "../../etc", hashToken(token)]) {
      const res = await me(bad);
      expect(res.status, bad).toBe(401);
      expect(await res.text()).toBe("Not signed in");
    }
    const cleared = await me(flipped);
    expect(cleared.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await me(token)).status).toBe(200);
  });

  it("sets HttpOnly, SameSite=Lax cookies; Secure is off only for plain-http loopback outside production", async () => {
    const u = await newUser();
    const { token } = await createSession(t.deps, u.id);
    clock += SESSION_LIFETIME_MS / 2 + DAY; // into the renewal half: the cookie is re-sent
    const res = await me(token);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    // A host name that is not the product's own is refused before any cookie is set (DNS
    // rebinding); reached under a real host name, cookies are Secure.
    // (inject: fetch will not let a test set the Host header)
    const viaHostName = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { cookie: `${SESSION_COOKIE}=${"x".repeat(43)}`, host: "refline.example" },
    });
    expect(viaHostName.statusCode).toBe(421);
    expect(viaHostName.headers["set-cookie"]).toBeUndefined();
    const asRequest = (hostname: string) =>
      ({
        protocol: "http",
        hostname,
        host: hostname,
        headers: { host: hostname },
      }) as unknown as FastifyRequest;
    expect(cookieIsSecure(t.config, asRequest("refline.example"))).toBe(true);
    expect(cookieIsSecure(t.config, asRequest("localhost"))).toBe(false);
  });

  it("slides the expiry while used and expires an idle session", async () => {
    const u = await newUser();
    const { token, sessionId } = await createSession(t.deps, u.id);
    const start = clock;
    // In the first half of its life a session is not touched (no write per request).
    clock = start + 10 * DAY;
    let v = await validateSessionToken(t.deps, token);
    expect(v?.renewed).toBe(false);
    expect(v?.expiresAt.getTime()).toBe(start + SESSION_LIFETIME_MS);
    // In the second half it is pushed out to a full lifetime from now.
    clock = start + 20 * DAY;
    const res = await me(token);
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime()).toBe(
      Math.floor((clock + SESSION_LIFETIME_MS) / 1000) * 1000,
    );
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.expiresAt.getTime()).toBe(clock + SESSION_LIFETIME_MS);
    // Idle past its expiry: gone, and the row is deleted.
    clock += SESSION_LIFETIME_MS;
    expect((await me(token)).status).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(0);
    v = await validateSessionToken(t.deps, token);
    expect(v).toBeNull();
  });

  it("the daily purge deletes sessions nobody used before they expired, and keeps live ones", async () => {
    const u = await newUser();
    const idle = await createSession(t.deps, u.id);
    clock += SESSION_LIFETIME_MS - DAY;
    const live = await createSession(t.deps, u.id);
    clock += 2 * DAY; // the first is now past its expiry without ever being presented again
    const purged = await purgeExpiredData(t.deps);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(left.map((r) => r.id)).toEqual([live.sessionId]);
    expect(left.map((r) => r.id)).not.toContain(idle.sessionId);
    expect((await me(live.token)).status).toBe(200);
  });

  it("logs out this session only; invalidateUserSessions ends them all", async () => {
    const u = await newUser();
    const a = await createSession(t.deps, u.id);
    const b = await createSession(t.deps, u.id);
    const out = await fetch(`${t.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: `${SESSION_COOKIE}=${a.token}`, "sec-fetch-site": "same-origin" },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await me(a.token)).status).toBe(401);
    expect((await me(b.token)).status).toBe(200);
    await invalidateUserSessions(t.deps, u.id);
    expect((await me(b.token)).status).toBe(401);
  });

  it("refuses a cross-site POST even with a valid session cookie", async () => {
    const u = await newUser();
    const { token } = await createSession(t.deps, u.id);
    const res = await fetch(`${t.url}/api/auth/logout`, {
      method: "POST",
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      },
    });
    expect(res.status).toBe(403);
    expect((await me(token)).status).toBe(200);
  });

  it("the tRPC context sees the session user too", async () => {
    const u = await newUser();
    const { token } = await createSession(t.deps, u.id);
    const res = await fetch(`${t.url}/trpc/accounts.me`, {
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    const body = (await res.json()) as { result: { data: { json: { user: { email: string } } } } };
    expect(body.result.data.json.user.email).toBe(u.email);
  });
});
