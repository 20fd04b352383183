/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { eq } from "drizzle-orm";
import { TOTP, URI } from "otpauth";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAuditLog, operatorRecoveryCodes, operatorSecondFactors } from "../../src/db/schema";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { PAIR_FREE_ATTEMPTS } from "../../src/services/accounts/operators/sign-in-guard";
import { startTestApp, type TestApp } from "../support/app";
import { closeAgents, rawRequest } from "../support/fuzz/http";

/**
 * Operator TOTP second factor (RFC 6238), over real HTTP against Postgres: enrolment confirmed by
 * a first code, ten single-use recovery codes, sign-in that then needs a code, ±1 step, no replay,
 * audit entries, and second-factor attempts held by the sign-in limits.
 */
const ADMIN_EMAIL = "ops-totp@refline.example";
const ADMIN_PASSWORD = "second factor password 42";
let t: TestApp;
let clock = Date.parse("2026-03-02T15:00:10Z");
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAIL, ADMIN_PASSWORD }, now: () => new Date(clock) });
  await ensureConfiguredAdmin(t.deps);
});
afterAll(async () => {
  closeAgents();
  await t?.stop();
});

const signIn = async (from: string, extra: { code?: string; password?: string } = {}) => {
  const res = await rawRequest(t.url, {
    method: "POST",
    path: "/trpc/accounts.operatorSignIn",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      superjson.serialize({
        email: ADMIN_EMAIL,
        password: extra.password ?? ADMIN_PASSWORD,
        code: extra.code,
      }),
    ),
    from,
  });
  const body = JSON.parse(res.text);
  const setCookie = res.headers["set-cookie"];
  return {
    status: res.status,
    data: body.result?.data.json,
    message: body.error?.json.message as string | undefined,
    cookie: setCookie ? String(setCookie).split(";")[0]! : null,
  };
};

async function call(cookie: string, path: string, input?: unknown, kind: "query" | "mutation" = "mutation") {
  const res =
    kind === "query"
      ? await fetch(`${t.url}/trpc/${path}`, { headers: { cookie } })
      : await fetch(`${t.url}/trpc/${path}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify(superjson.serialize(input ?? {})),
        });
  const body = (await res.json()) as any;
  return { status: res.status, data: body.result?.data.json, error: body.error?.json };
}

let totp: TOTP;
let recoveryCodes: string[];
const codeAt = (ms: number) => totp.generate({ timestamp: ms });
const auditActions = async () =>
  (
    await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.actorEmail, ADMIN_EMAIL))
      .orderBy(operatorAuditLog.id)
  ).map((e) => [e.action, (e.detail as any).during ?? null]);

describe("operator second factor", () => {
  it("enrols: the secret is confirmed by a first code, recovery codes are shown once and kept as hashes", async () => {
    const first = await signIn("127.0.0.51");
    expect(first.status).toBe(200);
    const cookie = first.cookie!;
    expect((await call(cookie, "admin.secondFactor", undefined, "query")).data).toMatchObject({
      enabled: false,
    });

    const started = await call(cookie, "admin.startSecondFactor");
    expect(started.status).toBe(200);
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/RefLine:ops-totp%40refline\.example\?/);
    expect(started.data.qrSvg).toContain("<svg");
    totp = URI.parse(started.data.uri) as TOTP;
    expect(totp.secret.base32).toBe(started.data.secret);
    // Not on until confirmed: sign-in still needs no code.
    expect((await signIn("127.0.0.51")).cookie).not.toBeNull();

    const wrong = await call(cookie, "admin.confirmSecondFactor", {
      code: "000000" === codeAt(clock) ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error.data.fieldErrors ?? wrong.error.message).toBeTruthy();
    expect(JSON.stringify(wrong.error)).toContain("code");
    const blank = await call(cookie, "admin.confirmSecondFactor", {});
    expect(blank.status).toBe(400);
    expect(blank.error.message).toContain("code is required");

    const confirmed = await call(cookie, "admin.confirmSecondFactor", { code: codeAt(clock) });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // At rest: the secret sealed, the recovery codes only as hashes.
    const [factor] = await t.deps.db.select().from(operatorSecondFactors);
    expect(factor!.sealedSecret).not.toContain(totp.secret.base32);
    const stored = await t.deps.db.select().from(operatorRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const c of recoveryCodes) expect(JSON.stringify(stored)).not.toContain(c.replace("-", ""));

    // The secret is never handed out again.
    const again = await call(cookie, "admin.startSecondFactor");
    expect(again.status).toBe(409);
    const status = await call(cookie, "admin.secondFactor", undefined, "query");
    expect(status.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.data)).not.toContain(totp.secret.base32);
  });

  it("sign-in then needs the code: missing, wrong and replayed codes are refused, ±1 step accepted", async () => {
    clock += 60_000;
    const noCode = await signIn("127.0.0.52");
    expect(noCode.status).toBe(200);
    expect(noCode.data).toMatchObject({ success: false, secondFactorRequired: true });
    expect(noCode.cookie).toBeNull();

    const wrongPassword = await signIn("127.0.0.52", { password: "not it", code: codeAt(clock) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.message).toBe("Invalid password");

    const current = codeAt(clock);
    const wrong = await signIn("127.0.0.52", { code: current === "123456" ? "654321" : "123456" });
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe("Invalid code");
    expect(wrong.cookie).toBeNull();

    const ok = await signIn("127.0.0.53", { code: current });
    expect(ok.status).toBe(200);
    expect(ok.cookie).not.toBeNull();
    expect((await call(ok.cookie!, "admin.me", undefined, "query")).status).toBe(200);

    const replay = await signIn("127.0.0.53", { code: current });
    expect(replay.status).toBe(401);
    expect(replay.message).toBe("Invalid code");

    // The next step's code is accepted a step early (clock drift), the one two steps ahead is not.
    clock += 60_000;
    expect((await signIn("127.0.0.54", { code: codeAt(clock + 60_000) })).status).toBe(401);
    expect((await signIn("127.0.0.54", { code: codeAt(clock + 30_000) })).status).toBe(200);
    // …and then the current step's code is older than the one used: refused too.
    expect((await signIn("127.0.0.54", { code: codeAt(clock) })).status).toBe(401);
  });

  it("the same code sent twice at once signs in only once", async () => {
    clock += 120_000;
    const code = codeAt(clock);
    const both = await Promise.all([signIn("127.0.0.61", { code }), signIn("127.0.0.62", { code })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("a recovery code signs in once", async () => {
    clock += 120_000;
    const code = recoveryCodes[3]!;
    const first = await signIn("127.0.0.55", { code: code.toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.cookie).not.toBeNull();
    const second = await signIn("127.0.0.56", { code });
    expect(second.status).toBe(401);
    expect(second.message).toBe("Invalid code");
    const status = await call(first.cookie!, "admin.secondFactor", undefined, "query");
    expect(status.data.recoveryCodesLeft).toBe(9);
  });

  it("second-factor attempts count toward the sign-in limit", async () => {
    clock += 2 * 60 * 60_000;
    const from = "127.0.0.57";
    const bad = codeAt(clock) === "000001" ? "000002" : "000001";
    expect((await signIn(from)).data.secondFactorRequired).toBe(true);
    for (let i = 1; i < PAIR_FREE_ATTEMPTS; i++) expect((await signIn(from, { code: bad })).status).toBe(401);
    // The free attempts are spent: even the right code waits.
    const held = await signIn(from, { code: codeAt(clock) });
    expect(held.status).toBe(429);
  });

  it("every enrolment, refused code, recovery-code use and disable is on the audit log", async () => {
    clock += 2 * 60 * 60_000;
    const signedIn = await signIn("127.0.0.58", { code: codeAt(clock) });
    expect(signedIn.status).toBe(200);
    clock += 30_000;
    const wrongDisable = await call(signedIn.cookie!, "admin.disableSecondFactor", { code: "nope" });
    expect(wrongDisable.status).toBe(400);
    const off = await call(signedIn.cookie!, "admin.disableSecondFactor", { code: codeAt(clock) });
    expect(off.status).toBe(200);
    expect(await t.deps.db.select().from(operatorRecoveryCodes)).toHaveLength(0);
    expect((await signIn("127.0.0.59")).cookie).not.toBeNull();

    const actions = await auditActions();
    const of = (a: string) => actions.filter(([x]) => x === a);
    expect(of("second-factor-enrolled")).toHaveLength(1);
    expect(of("second-factor-failed")).toEqual(
      expect.arrayContaining([
        ["second-factor-failed", "enrolment"],
        ["second-factor-failed", "sign-in"],
        ["second-factor-failed", "disable"],
      ]),
    );
    expect(of("second-factor-failed").filter(([, d]) => d === "sign-in").length).toBeGreaterThanOrEqual(5);
    expect(of("recovery-code-used")).toHaveLength(1);
    expect(of("second-factor-disabled")).toHaveLength(1);
    const entries = await t.deps.db.select().from(operatorAuditLog);
    expect(JSON.stringify(entries)).not.toContain(totp.secret.base32);
  });
});

describe("OPERATOR_TOTP_REQUIRED", () => {
  const email = "ops-required@refline.example";
  let r: TestApp;
  beforeAll(async () => {
    r = await startTestApp({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD, OPERATOR_TOTP_REQUIRED: "true" } });
    await ensureConfiguredAdmin(r.deps);
  });
  afterAll(async () => {
    await r?.stop();
  });

  it("an operator without a second factor can only enrol until it is on", async () => {
    const login = await fetch(`${r.url}/api/operator/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const stats = await fetch(`${r.url}/api/admin/stats`, { headers: { cookie } });
    expect(stats.status).toBe(403);
    expect(await stats.text()).toContain("/admin/security");
    const me = await fetch(`${r.url}/trpc/admin.secondFactor`, { headers: { cookie } });
    expect(((await me.json()) as any).result.data.json).toMatchObject({ enabled: false, required: true });
    const started = await fetch(`${r.url}/trpc/admin.startSecondFactor`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    const uri = ((await started.json()) as any).result.data.json.uri as string;
    const confirm = await fetch(`${r.url}/trpc/admin.confirmSecondFactor`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ json: { code: (URI.parse(uri) as TOTP).generate() } }),
    });
    expect(confirm.status).toBe(200);
    expect((await fetch(`${r.url}/api/admin/stats`, { headers: { cookie } })).status).toBe(200);
  });
});
