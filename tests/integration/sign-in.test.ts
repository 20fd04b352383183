import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, sessions, signInTokens, users } from "../../src/db/schema";
import { hashToken } from "../../src/services/accounts/sessions";
import { LINKS_PER_ADDRESS_PER_HOUR } from "../../src/services/accounts/sign-in-links";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { confirmLink, latestSignInToken, requestLink, sessionCookieFrom, signIn } from "../support/auth";

let clock = new Date("2026-03-03T17:00:00Z").getTime();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.stop());
// Every test asks for links from one address, and /trpc/accounts.login counts against the same
// per-minute limit as the REST path: each test starts in a fresh minute.
beforeEach(() => {
  clock += 61_000;
});

const me = (cookie: string) => fetch(`${t.url}/api/auth/me`, { headers: { cookie } });

describe("e-mailed sign-in links", () => {
  it("answers the same for a known and an unknown address and mails a single link", async () => {
    const known = uniqueEmail("known");
    await t.deps.db.insert(users).values({ email: known });
    const unknown = uniqueEmail("unknown");
    const a = await requestLink(t, known, {}, "rest");
    const b = await requestLink(t, unknown.toUpperCase(), {}, "rest");
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknown));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your RefLine sign-in link");
    expect(mails[0]!.textBody).toMatch(/expires in 15 minutes/);
    // The token travels only in the mail; the table holds its SHA-256.
    const token = await latestSignInToken(t, unknown);
    const stored = await t.deps.db.select().from(signInTokens).where(eq(signInTokens.email, unknown));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // No account is created by asking.
    expect(await t.deps.db.select().from(users).where(eq(users.email, unknown))).toHaveLength(0);
  });

  it("rejects a malformed address with the spec's message, naming the field", async () => {
    const res = await requestLink(t, "not-an-email", {}, "rest");
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("email: Please enter a valid email address");
  });

  it("signs in once through the confirm press; opening the link consumes nothing", async () => {
    const email = uniqueEmail("first");
    await requestLink(t, email);
    const token = await latestSignInToken(t, email);
    // A link scanner's GET (the confirm page's lookup) does not burn the link.
    for (let i = 0; i < 3; i++) {
      const peek = await fetch(
        `${t.url}/trpc/accounts.signInLink?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
      );
      expect(peek.status).toBe(200);
      expect(JSON.stringify(await peek.json())).toContain(email);
    }
    const res = await confirmLink(t, token);
    expect(res.status).toBe(200);
    const cookie = sessionCookieFrom(res);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
    const user = await (await me(cookie)).json();
    expect(user.user.email).toBe(email);
    expect(user.user.role).toBe("user");
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe("user");

    // Reuse: the same link never works twice.
    const again = await confirmLink(t, token);
    expect(again.status).toBe(404);
    expect(JSON.stringify(await again.json())).toContain("already been used");
    const rest = await fetch(
      `${t.url}/trpc/accounts.signInLink?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
    );
    expect(rest.status).toBe(404);
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("late");
    await requestLink(t, email);
    const token = await latestSignInToken(t, email);
    clock += 15 * 60 * 1000 + 1000;
    const res = await confirmLink(t, token);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).toContain("has expired");
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("refuses a tampered link", async () => {
    const email = uniqueEmail("tamper");
    await requestLink(t, email);
    const token = await latestSignInToken(t, email);
    const tampered = token.slice(0, 20) + (token[20] === "a" ? "b" : "a") + token.slice(21);
    for (const bad of [tampered, token.slice(1), `${token}A`, hashToken(token)]) {
      const res = await confirmLink(t, bad);
      expect(res.status, bad).toBe(404);
    }
    // The genuine one still works.
    expect((await confirmLink(t, token)).status).toBe(200);
  });

  it("starts a new session at every sign-in and ends the browser's previous one", async () => {
    const email = uniqueEmail("again");
    const first = await signIn(t, email);
    await requestLink(t, email);
    const second = await confirmLink(t, await latestSignInToken(t, email), { cookie: first });
    const secondCookie = sessionCookieFrom(second);
    expect(secondCookie).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(secondCookie)).status).toBe(200);
  });

  it("a newer sign-in kills older unused links of the same address", async () => {
    const email = uniqueEmail("older");
    await requestLink(t, email);
    const older = await latestSignInToken(t, email);
    await requestLink(t, email);
    const newer = await latestSignInToken(t, email);
    expect((await confirmLink(t, newer)).status).toBe(200);
    expect((await confirmLink(t, older)).status).toBe(404);
  });

  it("limits links per address, whatever the IP", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < LINKS_PER_ADDRESS_PER_HOUR; i++)
      expect((await requestLink(t, email)).status).toBe(200);
    const limited = await requestLink(t, email);
    expect(limited.status).toBe(429);
    expect(JSON.stringify(await limited.json())).toMatch(/Too many sign-in links/);
    clock += 61 * 60 * 1000; // an hour later the address may ask again
    expect((await requestLink(t, email)).status).toBe(200);
  });

  it("refuses cross-site sign-in, confirm and logout POSTs", async () => {
    const email = uniqueEmail("csrf");
    const cross = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    const login = await requestLink(t, email, cross, "rest");
    expect(login.status).toBe(403);
    expect(await login.text()).toBe("Cross-site request refused");
    // Origin alone (older browsers without Sec-Fetch-Site) is judged too.
    const res = await fetch(`${t.url}/trpc/accounts.confirm`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ json: { token: "x".repeat(43) } }),
    });
    expect(res.status).toBe(403);
    const cookie = await signIn(t, uniqueEmail("victim"));
    const out = await fetch(`${t.url}/api/auth/logout`, { method: "POST", headers: { cookie, ...cross } });
    expect(out.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.id, "nothing"))).toHaveLength(0);
  });

  it("limits requests per IP on the REST path", async () => {
    let last = 200;
    for (let i = 0; i < 12; i++) last = (await requestLink(t, uniqueEmail("ip"), {}, "rest")).status;
    expect(last).toBe(429);
  });
});

describe("operator accounts and e-mailed links", () => {
  it("answers an operator's address like any other, but mails no link and signs nobody in", async () => {
    const admin = uniqueEmail("operator");
    await t.deps.db.insert(users).values({ email: admin, role: "admin", password: "scrypt$x" });
    const unknown = uniqueEmail("stranger");
    clock += 61 * 60 * 1000; // clear of the per-IP hour the tests above used up
    const a = await requestLink(t, admin.toUpperCase());
    const b = await requestLink(t, unknown);
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, admin));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).not.toMatch(/login\/confirm/);
    expect(mails[0]!.textBody).toMatch(/Operator accounts cannot sign in with an e-mailed link/);
    await expect(latestSignInToken(t, admin)).rejects.toThrow(/holds no link/);
    // The request still counts toward the address's limit, as for any address.
    const rows = await t.deps.db.select().from(signInTokens).where(eq(signInTokens.email, admin));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.consumedAt).not.toBeNull();
  });

  it("refuses a link made before the address became an operator's", async () => {
    const email = uniqueEmail("promoted");
    await requestLink(t, email);
    const token = await latestSignInToken(t, email);
    await t.deps.db.insert(users).values({ email, role: "admin", password: "scrypt$x" });
    const peek = await fetch(
      `${t.url}/trpc/accounts.signInLink?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
    );
    expect(peek.status).toBe(404);
    const res = await confirmLink(t, token);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).toContain("This sign-in link is not valid");
    expect(res.headers.get("set-cookie")).toBeNull();
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    // Demoted again, the same unused link works: it was refused, not spent.
    await t.deps.db.update(users).set({ role: "user" }).where(eq(users.email, email));
    expect((await confirmLink(t, token)).status).toBe(200);
  });
});
