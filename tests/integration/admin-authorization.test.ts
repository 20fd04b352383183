import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { SESSION_COOKIE } from "../../src/services/accounts/cookies";
import { createSession } from "../../src/services/accounts/sessions";
import { adminProcedure } from "../../src/trpc/init";
import { appRouter } from "../../src/trpc/routers";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";

const TOKEN = "admin-token-0123456789abcdef";
const ADMIN_EMAIL = "ops-lead@refline.example";
const ADMIN_PASSWORD = "correct horse battery staple";

/** Operator paths outside /api/admin/ (spec operator-side §7); each must exist and be guarded. */
const OPERATOR_PATHS = [
  "POST /api/test-basic-call",
  "GET /api/debug-twilio",
  "POST /api/test-voice-call",
  "POST /api/generate-test-twiml",
  "POST /api/reference-checks/initiate-bland-calls/:id",
  "POST /api/reference-check",
  "POST /api/save-api-key",
  "POST /api/send-test-email/:id",
  "GET /api/download-report/:id",
];
/** Ends the caller's own session: run last so the matrix keeps its admin. */
const SIGN_OUTS = new Set(["POST /api/admin/logout", "admin.signOut"]);

let t: TestApp;
let customerCookie: string;
let adminCookie: string;

/**
 * Every route in Fastify's table, as "METHOD /path" (HEAD mirrors GET and is left out). The
 * printed tree shares prefixes between siblings ("/api/reference-check" then "s/…" under it),
 * so each line's segment is appended to its parent's path by indentation.
 */
function routeTable(): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const at = line.indexOf("── ");
    if (at < 0) continue;
    const depth = Math.round(at / 4);
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3))!;
    const path = (depth > 0 ? stack[depth - 1]! : "") + m[1]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of m[2]?.split(", ") ?? []) if (method !== "HEAD") out.push(`${method} ${path}`);
  }
  return out;
}

function operatorRoutes(): string[] {
  const table = routeTable();
  const admin = table.filter((r) => r.split(" ")[1]!.startsWith("/api/admin/"));
  const all = [...new Set([...admin, ...OPERATOR_PATHS])];
  return all.sort((a, b) => Number(SIGN_OUTS.has(a)) - Number(SIGN_OUTS.has(b)));
}

type ProcDef = { _def: { type: "query" | "mutation"; middlewares: unknown[] } };
const ALL_PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcDef>);

/** Built on adminProcedure: its middleware chain starts with adminProcedure's own. */
function isAdminProcedure(p: ProcDef): boolean {
  const chain = (adminProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares;
  return chain.every((m, i) => p._def.middlewares[i] === m);
}

/** Every procedure of the admin router, and every adminProcedure any other router declares. */
function adminProcedures(): { path: string; type: "query" | "mutation" }[] {
  return ALL_PROCEDURES.filter(([path, p]) => path.startsWith("admin.") || isAdminProcedure(p))
    .map(([path, p]) => ({ path, type: p._def.type }))
    .sort((a, b) => Number(SIGN_OUTS.has(a.path)) - Number(SIGN_OUTS.has(b.path)));
}

async function hitRoute(route: string, headers: Record<string, string>) {
  const [method, path] = route.split(" ") as [string, string];
  const res = await fetch(t.url + path.replace(/:(\w+)/g, "999999"), {
    method,
    headers: { ...headers, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
    body: method === "POST" ? "{}" : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

async function hitProcedure(p: { path: string; type: string }, headers: Record<string, string>) {
  const res =
    p.type === "query"
      ? await fetch(`${t.url}/trpc/${p.path}`, { headers })
      : await fetch(`${t.url}/trpc/${p.path}`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ json: {} }),
        });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN, ADMIN_EMAIL, ADMIN_PASSWORD } });
  expect(await ensureConfiguredAdmin(t.deps)).toBe("created");
  const [customer] = await t.deps.db
    .insert(users)
    .values({ email: uniqueEmail("customer") })
    .returning();
  customerCookie = `${SESSION_COOKIE}=${(await createSession(t.deps, customer!.id)).token}`;
  const login = await fetch(`${t.url}/api/operator/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  adminCookie = /refline_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")![0];
});
afterAll(async () => t?.stop());

describe("authorization matrix", () => {
  it("finds the operator routes and procedures to check", () => {
    const routes = operatorRoutes();
    const table = routeTable();
    for (const r of OPERATOR_PATHS) expect(table, r).toContain(r);
    expect(routes.length).toBeGreaterThan(25);
    expect(adminProcedures().length).toBeGreaterThan(25);
    // Every procedure of the admin router is an adminProcedure, and the check sees other routers' too.
    for (const [path, p] of ALL_PROCEDURES.filter(([path]) => path.startsWith("admin.")))
      expect(isAdminProcedure(p), path).toBe(true);
    // …and no other router declares one: operator procedures live in the admin router only.
    for (const [path, p] of ALL_PROCEDURES.filter(([path]) => !path.startsWith("admin.")))
      expect(isAdminProcedure(p), path).toBe(false);
    expect(isAdminProcedure(ALL_PROCEDURES.find(([path]) => path === "checks.create")![1])).toBe(false);
    // References' data requests: the operator's actions are in the matrix; the public form is not.
    for (const r of [
      "GET /api/admin/data-requests",
      "POST /api/admin/data-requests/:id/verify",
      "POST /api/admin/data-requests/:id/complete",
      "POST /api/admin/data-requests/:id/reject",
    ])
      expect(routes, r).toContain(r);
    const procs = adminProcedures().map((p) => p.path);
    for (const p of ["dataRequests", "verifyDataRequest", "completeDataRequest", "rejectDataRequest"])
      expect(procs).toContain(`admin.${p}`);
    // The calling-window lookup ("when will you call my reference?") is operator-only.
    expect(routes).toContain("GET /api/admin/calling-window");
    expect(procs).toContain("admin.callingWindow");
    expect(routes).not.toContain("POST /api/data-requests");
    expect(procs).not.toContain("dataRequests.create");
  });

  it("answers 401 to anonymous callers and a wrong token on every operator route and procedure", async () => {
    for (const r of operatorRoutes()) {
      expect(await hitRoute(r, {}), `anonymous ${r}`).toBe(401);
      expect(await hitRoute(r, { authorization: "Bearer wrong-token-0123456789" }), `bad token ${r}`).toBe(
        401,
      );
    }
    for (const p of adminProcedures()) expect(await hitProcedure(p, {}), `anonymous ${p.path}`).toBe(401);
  });

  it("answers 403 to a signed-in customer", async () => {
    for (const r of operatorRoutes())
      expect(await hitRoute(r, { cookie: customerCookie }), `customer ${r}`).toBe(403);
    for (const p of adminProcedures())
      expect(await hitProcedure(p, { cookie: customerCookie }), `customer ${p.path}`).toBe(403);
  });

  it("lets the admin bearer token and an admin session through", async () => {
    for (const r of operatorRoutes()) {
      expect([401, 403], `token ${r}`).not.toContain(await hitRoute(r, { authorization: `Bearer ${TOKEN}` }));
      const status = await hitRoute(r, { cookie: adminCookie });
      expect([401, 403], `admin session ${r}`).not.toContain(status);
      expect(status, `admin session ${r}`).toBeLessThan(500);
    }
    // The REST logout above ended that session: sign in again for the procedures.
    const again = await fetch(`${t.url}/trpc/accounts.operatorSignIn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
    });
    const cookie = /refline_session=[^;]+/.exec(again.headers.get("set-cookie") ?? "")![0];
    for (const p of adminProcedures()) {
      const status = await hitProcedure(p, { cookie });
      expect([401, 403], `admin ${p.path}`).not.toContain(status);
      expect(status, `admin ${p.path}`).toBeLessThan(500);
    }
  });
});

describe("operator sign-in", () => {
  async function login(email: string, password: string) {
    return fetch(`${t.url}/api/operator/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.0.0.1" },
      body: JSON.stringify({ email, password }),
    });
  }

  it("refuses a wrong password, an unknown address and a customer with the same message", async () => {
    for (const [email, password] of [
      [ADMIN_EMAIL, "wrong password"],
      ["nobody@refline.example", ADMIN_PASSWORD],
      [ADMIN_EMAIL.toUpperCase(), "nearly correct horse"],
    ] as const) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(await res.text()).toBe("Invalid password");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, stores no password in clear, and signs out", async () => {
    const res = await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = /refline_session=[^;]+/.exec(setCookie)![0];
    const me = await fetch(`${t.url}/api/admin/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    expect(row!.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.password).not.toContain(ADMIN_PASSWORD);
    const out = await fetch(`${t.url}/api/admin/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await fetch(`${t.url}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
  });

  it("takes access away at once from a demoted admin", async () => {
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = /refline_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")![0];
    expect((await fetch(`${t.url}/api/admin/stats`, { headers: { cookie } })).status).toBe(200);
    await t.deps.db.update(users).set({ role: "user" }).where(eq(users.email, ADMIN_EMAIL));
    expect((await fetch(`${t.url}/api/admin/stats`, { headers: { cookie } })).status).toBe(403);
    // At the next start ADMIN_EMAIL is an admin again, with the configured password.
    expect(await ensureConfiguredAdmin(t.deps)).toBe("updated");
    expect(await ensureConfiguredAdmin(t.deps)).toBe("unchanged");
    expect((await fetch(`${t.url}/api/admin/stats`, { headers: { cookie } })).status).toBe(200);
  });
});
