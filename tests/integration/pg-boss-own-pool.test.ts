import { spawnSync } from "node:child_process";
import path from "node:path";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/db/embedded";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";
import { checkPayload, waitFor } from "../support/app";
import { ROOT } from "../support/cluster";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { killAll, startProcess, type Proc } from "../support/processes";

/**
 * pg-boss never builds a node-postgres pool of its own (patches/pg-boss+10.4.2.patch, decision
 * 0019): given the product's postgres.js adapter it works, given none it refuses with a message
 * that says why, and a real web and worker process never even load node-postgres.
 */
let db: TestDatabase;
const procs: Proc[] = [];
const PROBE = path.join(ROOT, "tests/support/node-postgres-probe.mjs");

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  killAll(procs);
  await db?.drop();
});

const pgBossConnections = async () =>
  (
    await db.sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and application_name = 'pgboss'`
  )[0]!.n;

/** The modules the probe saw loaded, from a process's output. */
function loadedNodePostgres(output: string): string[] {
  const line = output.split("\n").find((l) => l.startsWith("node-postgres modules loaded: "));
  if (!line) throw new Error(`the probe did not report:\n${output}`);
  return JSON.parse(line.slice("node-postgres modules loaded: ".length)) as string[];
}

describe("pg-boss's own pool", () => {
  it("is refused with a message naming the adapter; nothing connects", async () => {
    const boss = new PgBoss({ connectionString: db.url, supervise: false, schedule: false });
    await expect(boss.start()).rejects.toThrow(
      /pg-boss was started without a db adapter: RefLine runs pg-boss only on its own postgres\.js pool/,
    );
    expect(await pgBossConnections()).toBe(0);
  });

  it("is not needed: on the product's adapter pg-boss starts and enqueues", async () => {
    const boss = await startBoss(db.sql, { role: "web" });
    try {
      const id = await new JobQueue(boss).send(jobs.sweep, {}, { singletonKey: "own-pool" });
      expect(id).toEqual(expect.any(String));
      expect(await db.sql`select 1 from pgboss.job where id = ${id!}`).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(await pgBossConnections()).toBe(0);
  });
});

describe("a web and a worker process", () => {
  it("the probe reports node-postgres when a process loads it", () => {
    const child = spawnSync(process.execPath, ["--import", PROBE, "-e", "require('pg')"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(child.status).toBe(0);
    expect(loadedNodePostgres(child.stderr)).toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules[\\/]pg[\\/]lib[\\/]index\.js$/)]),
    );
  });

  it("boot, enqueue, run jobs and stop without ever loading node-postgres", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_BASE_URL: base,
      DATABASE_URL: db.url,
      AUTO_MIGRATE: "false",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${PROBE}`.trim(),
    };
    const web = startProcess("src/main.ts", env);
    const worker = startProcess("worker/main.ts", env);
    procs.push(web, worker);
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok, 90_000, "web up");
    const res = await fetch(`${base}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    expect(res.status).toBe(201);
    // The worker has taken the job the request enqueued (pg-boss fetched and started it).
    await waitFor(
      async () =>
        (await db.sql`select 1 from pgboss.job where name = 'start-check' and state <> 'created'`).length > 0,
      90_000,
      "the worker runs the start-check job",
    );
    web.child.kill("SIGTERM");
    worker.child.kill("SIGTERM");
    const [webExit, workerExit] = await Promise.all([web.exited, worker.exited]);
    expect(webExit, web.output()).toEqual({ code: 0, signal: null });
    expect(workerExit, worker.output()).toEqual({ code: 0, signal: null });
    expect(loadedNodePostgres(web.output())).toEqual([]);
    expect(loadedNodePostgres(worker.output())).toEqual([]);
    expect(await pgBossConnections()).toBe(0);
  }, 180_000);
});
