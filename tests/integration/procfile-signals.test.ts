import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../src/db/embedded";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { allJobs, jobs } from "../../src/jobs/registry";
import type { Deps } from "../../src/services/deps";
import { insertCheck } from "../support/admin-fixtures";
import { MODELS } from "../../src/models";
import { FONT_FILES } from "../../src/services/reports/pdf/font-files";
import { checkPayload, uniquePhone, waitFor } from "../support/app";
import { ROOT } from "../support/cluster";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { withDatabase } from "../support/global-setup";
import { liveProcessesInGroup } from "../support/process-group";

/**
 * The Procfile's commands as a platform runs them: built once (`npm run build`'s server step), each
 * started through `sh -c` in a process group of its own, then SIGTERM to the top process only (what
 * a container runtime does to PID 1) while both cores are busy. Each must exit 0 within the grace
 * period, leave no process behind, and leave no job held by a stopped worker; the release command,
 * signalled in the middle of its migrations, finishes them (or, killed outright, leaves nothing half
 * applied) and a re-run completes.
 */
const GRACE_SECONDS = 20;
const PUBLIC_HOST = "refline.example";
const METRICS_TOKEN = "procfile-metrics-token-0123456789";
let db: TestDatabase;
let port = 0;
const running: ChildProcess[] = [];
let web: Started;
let worker: Started;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

function procfile(): Record<string, string> {
  const lines = fs.readFileSync(path.join(ROOT, "Procfile"), "utf8").split("\n");
  return Object.fromEntries(
    lines
      .filter((l) => l.includes(":"))
      .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]),
  );
}

function env(): Record<string, string> {
  return {
    NODE_ENV: "production",
    ALLOW_SIMULATED_PROVIDERS: "true",
    ENCRYPTION_KEY: "procfile-signal-test-key-0123456789abcdef",
    PORT: String(port),
    PUBLIC_BASE_URL: `https://${PUBLIC_HOST}`,
    DATABASE_SSL: "disable",
    DATABASE_URL: db.url,
    LOG_LEVEL: "info",
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    METRICS_TOKEN: METRICS_TOKEN,
    // A pinned model that retires: the processes say so at boot, naming the replacement.
    ANTHROPIC_MODEL_ANALYSIS: "claude-sonnet-4-5",
    // Slow calls and one dial per 5 s: a place-call job waits in the worker for its dial slot.
    SIM_TIME_SCALE: "0.1",
    CALLS_PER_SECOND: "0.2",
    FREE_CHECK_IP_DAILY_LIMIT: "1000",
  };
}

function start(command: string, overrides: Record<string, string> = {}): Started {
  const child = spawn("/bin/sh", ["-c", command], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env(), ...overrides },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so anything it leaves behind can be found
  });
  running.push(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, output: () => out, exited };
}

/** One busy loop per core, so the processes stop on a machine with no spare time. */
function saturateCores(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () => {
    const hog = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
    running.push(hog);
    return hog;
  });
}

/**
 * A check submitted as the public site would send it (production answers only its own host). Three
 * references at one dial per 5 s: the second and third place-call jobs hold their dial slots in the
 * worker for seconds, so a job is surely in flight when the signal comes.
 */
function submitCheck(): Promise<number> {
  const reference = (name: string) => ({ name, phone: uniquePhone(), relationship: "colleague" });
  const body = JSON.stringify(
    checkPayload({ reference2: reference("Ana Ruiz"), reference3: reference("Lee Chen") }),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/reference-checks",
        method: "POST",
        headers: {
          host: PUBLIC_HOST,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** `promtool check metrics` on a scrape, where Prometheus's tools are installed (else null). */
function promtoolCheck(text: string): { status: number | null; output: string } | null {
  const r = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
  if (r.error) return null;
  return { status: r.status, output: (r.stdout + r.stderr).trim() };
}

const portAnswers = (p: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(p, "127.0.0.1");
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
  });

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: "pipe" });
  db = await createTestDatabase();
  port = await freePort();
  web = start(procfile().web!);
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok,
    90_000,
    "web up",
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n${web.output()}`);
  });
  worker = start(procfile().worker!);
}, 240_000);

afterAll(async () => {
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const c of running)
    if (c.pid && liveProcessesInGroup(c.pid).length > 0) process.kill(-c.pid, "SIGKILL");
  await db?.drop();
});

describe("the Procfile's processes on a busy machine", () => {
  it("find the report's fonts in the build, which holds only the faces the report reads", () => {
    // Production prunes the font packages (devDependencies): the built processes read dist/fonts.
    const dir = path.join(ROOT, "dist/fonts");
    expect(fs.readdirSync(dir).sort()).toEqual(FONT_FILES.map((f) => path.basename(f.face)).sort());
    const require = createRequire(import.meta.url);
    for (const { pkg, face } of FONT_FILES)
      expect(fs.statSync(path.join(dir, path.basename(face))).size, face).toBe(
        fs.statSync(require.resolve(`@expo-google-fonts/${pkg}/${face}`)).size,
      );
  });

  it("serve clean metrics to a Prometheus that scrapes the instance address", async () => {
    // Prometheus addresses each instance by IP and port, not by the public name.
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => ({ name: m[1]!, type: m[2]! }));
    expect(types.length).toBeGreaterThan(20);
    for (const { name, type } of types)
      expect(`${name} ${type}`).toMatch(type === "counter" ? /_total counter$/ : /(?<!_total) \w+$/);
    // Every queue has a sample while empty, so an alert on depth sees 0 rather than no data.
    for (const job of allJobs) expect(text).toContain(`refline_queue_depth{queue="${job.name}"} `);
    expect(text).toContain(`refline_queue_depth{queue="${jobs.refundDuplicatePayment.name}"} 0\n`);
    const promtool = promtoolCheck(text);
    if (promtool) expect(promtool.output, "promtool check metrics").toBe("");
    if (promtool) expect(promtool.status).toBe(0);
  });

  it("warn at boot about a retired model, naming the replacement", async () => {
    await waitFor(async () => worker.output().includes("worker started"), 60_000, "worker started");
    for (const p of [web, worker]) {
      const line = p
        .output()
        .split("\n")
        .find((l) => l.includes("ANTHROPIC_MODEL_ANALYSIS=claude-sonnet-4-5"));
      expect(line, p.output().slice(0, 2000)).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: 40 });
      expect(line).toContain(`use ${MODELS.analysis}`);
    }
  });

  it("web and worker exit 0 on SIGTERM to the top process, leave nothing running, hold no job", async () => {
    const commands = procfile();
    for (const name of ["web", "worker", "release"])
      expect(commands[name], `Procfile ${name}`).toMatch(/^exec node (--[\w-]+ )*dist\//);

    expect(await submitCheck()).toBe(201);
    // Production honours calling hours whatever the configuration says: on a weekend, a holiday or
    // at night the calls are dated ahead and no place-call job runs. A report to render is in flight
    // on any day: a check whose one reference could not be reached, its report enqueued as the
    // worker would (rendering both designs takes seconds, more on busy cores).
    const failed = await insertCheck({ db: db.db, now: () => new Date() } as unknown as Deps, {}, [
      { status: "failed", attemptsMade: 3 },
    ]);
    const boss = await startBoss(db.sql, { role: "web" });
    await new JobQueue(boss).send(jobs.generateReport, { checkId: failed.id });
    await boss.stop({ graceful: false, wait: true });
    const job = await waitFor(
      async () =>
        (
          (await db.db.execute(
            sql`select id, name from pgboss.job where state = 'active' order by started_on limit 1`,
          )) as unknown as { id: string; name: string }[]
        )[0],
      120_000,
      `a job in flight\n${worker.output()}`,
    );

    const hogs = saturateCores();
    try {
      await new Promise((r) => setTimeout(r, 500));
      const signalled = Date.now();
      web.child.kill("SIGTERM");
      worker.child.kill("SIGTERM");
      const [webExit, workerExit] = await Promise.all([web.exited, worker.exited]);
      expect(webExit, web.output()).toMatchObject({ code: 0, signal: null });
      expect(workerExit, worker.output()).toMatchObject({ code: 0, signal: null });
      for (const exit of [webExit, workerExit])
        expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000);
      expect(web.output()).toContain("stopped cleanly");
      expect(worker.output()).toContain("stopped cleanly");
    } finally {
      for (const h of hogs) h.kill("SIGKILL");
    }

    // Nothing left behind: no process in either group (so no database connection), the port closed.
    await new Promise((r) => setTimeout(r, 500));
    expect(liveProcessesInGroup(web.child.pid!)).toEqual([]);
    expect(liveProcessesInGroup(worker.child.pid!)).toEqual([]);
    expect(await portAnswers(port)).toBe(false);

    // The job in flight was finished or handed back to its queue.
    const [after] = (await db.db.execute(
      sql`select state from pgboss.job where id = ${job.id}`,
    )) as unknown as { state: string }[];
    expect(["completed", "retry", "created"]).toContain(after!.state);
    // The report in flight on any day: rendered and stored, or handed back to be rendered again.
    const [report] = (await db.db.execute(
      sql`select state from pgboss.job where name = ${jobs.generateReport.name}
          and (data->>'checkId')::int = ${failed.id}`,
    )) as unknown as { state: string }[];
    expect(["completed", "retry", "created"]).toContain(report!.state);
    const [files] = (await db.db.execute(
      sql`select count(*)::int as n from report_files where reference_check_id = ${failed.id}`,
    )) as unknown as { n: number }[];
    if (report!.state === "completed") expect(files!.n).toBe(2);
    const [held] = (await db.db.execute(
      sql`select count(*)::int as n from pgboss.job where state = 'active'`,
    )) as unknown as { n: number }[];
    expect(held!.n).toBe(0);
  }, 300_000);
});

/** An empty database (no migrations applied), the release phase's first deploy. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_release_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "migrations/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Starts the release against `url` and returns once it is in the middle of its migrations: drizzle's
 * bookkeeping table exists (as drizzle makes it) and this session holds it in EXCLUSIVE mode, so the
 * release reads it, opens its one transaction, runs the first migration's DDL and then waits to
 * record it. The caller ends the wait with `unblock()`.
 */
async function releaseMidMigration(url: string) {
  const sqlc = postgres(url, { max: 2, onnotice: () => {} });
  const blocker = await sqlc.reserve();
  await blocker.unsafe(
    "create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  const blockerPid = (await blocker<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid;
  let unblocked = false;
  await blocker.unsafe("begin");
  await blocker.unsafe("lock table drizzle.__drizzle_migrations in exclusive mode");
  const release = start(procfile().release!, { DATABASE_URL: url });
  await waitFor(
    async () =>
      (
        await sqlc<{ query: string }[]>`
          select a.query from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.relation = 'drizzle.__drizzle_migrations'::regclass and not l.granted
            and a.xact_start is not null`
      )[0]?.query.startsWith("insert into"),
    60_000,
    "the release waiting inside its migration transaction",
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n${release.output()}`);
  });
  return {
    release,
    sql: sqlc,
    blockerPid,
    /** Ends the test's lock (once; again is a no-op). */
    async unblock() {
      if (unblocked) return;
      unblocked = true;
      await blocker.unsafe("commit");
      blocker.release();
    },
  };
}

async function applied(url: string): Promise<{ migrations: number; tables: number }> {
  const c = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await c<{ migrations: number; tables: number }[]>`
      select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
             (select count(*)::int from pg_tables where schemaname = 'public') as tables`;
    return row!;
  } finally {
    await c.end();
  }
}

describe("the Procfile's release command", () => {
  it("SIGTERM to the top process mid-migration: it finishes the run and exits 0; a re-run completes", async () => {
    const target = await emptyDatabase();
    try {
      const { release, sql: sqlc, unblock } = await releaseMidMigration(target.url);
      const hogs = saturateCores();
      let exit: Awaited<Started["exited"]>;
      let signalled = 0;
      try {
        signalled = Date.now();
        release.child.kill("SIGTERM");
        await waitFor(
          async () => release.output().includes("finishing the migrations"),
          20_000,
          "signal seen",
        );
        // Signalled, it has not died: the transaction is still open, waiting on this test's lock.
        expect(release.child.exitCode).toBeNull();
        await unblock();
        exit = await release.exited;
      } finally {
        for (const h of hogs) h.kill("SIGKILL");
        await unblock();
        await sqlc.end();
      }
      expect(exit, release.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(GRACE_SECONDS * 1000);
      expect(release.output()).toContain("Migrations applied.");
      await new Promise((r) => setTimeout(r, 300));
      expect(liveProcessesInGroup(release.child.pid!)).toEqual([]);
      const done = await applied(target.url);
      expect(done.migrations).toBe(MIGRATIONS);
      expect(done.tables).toBeGreaterThan(10);

      const again = start(procfile().release!, { DATABASE_URL: target.url });
      expect(await again.exited, again.output()).toMatchObject({ code: 0, signal: null });
      expect(await applied(target.url)).toEqual(done);
    } finally {
      await target.drop();
    }
  }, 180_000);

  it("killed outright mid-migration (past the grace period): nothing half applied, a re-run applies all", async () => {
    const target = await emptyDatabase();
    try {
      const { release, sql: sqlc, blockerPid, unblock } = await releaseMidMigration(target.url);
      process.kill(-release.child.pid!, "SIGKILL");
      expect(await release.exited).toMatchObject({ signal: "SIGKILL" });
      await unblock();
      // The transaction went with the connection: no table of the first migration, nothing recorded.
      await waitFor(
        async () =>
          (
            await sqlc<{ n: number }[]>`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid not in (pg_backend_pid(), ${blockerPid})`
          )[0]!.n === 0,
        20_000,
        "the killed release's connections closed",
      );
      await sqlc.end();
      expect(await applied(target.url)).toEqual({ migrations: 0, tables: 0 });

      const again = start(procfile().release!, { DATABASE_URL: target.url });
      const exit = await again.exited;
      expect(exit, again.output()).toMatchObject({ code: 0, signal: null });
      expect(again.output()).toContain("Migrations applied.");
      expect((await applied(target.url)).migrations).toBe(MIGRATIONS);
    } finally {
      await target.drop();
    }
  }, 180_000);
});
