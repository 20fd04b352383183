import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/db/embedded";
import { waitFor } from "../support/app";
import { startWeb, startWorker, type Proc } from "../support/cluster";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { deliveryViolations } from "../support/invariants";
import { createCheck, freeCheckRequest } from "../support/payload";
import { startRoundRobin, type RoundRobin } from "../support/round-robin";

/**
 * Two web and two worker processes against one Postgres, behind a round-robin router like a
 * platform's: checks complete, the work is shared by both workers, both webs serve requests,
 * and no attempt is dialled twice nor any report e-mailed twice.
 */
let db: TestDatabase;
let router: RoundRobin;
const procs: Proc[] = [];
const CHECKS = 8;

beforeAll(async () => {
  db = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  router = await startRoundRobin(() => ports);
  const env = {
    DATABASE_URL: db.url,
    PUBLIC_BASE_URL: router.url,
    SIM_TIME_SCALE: "0.002",
    DATABASE_POOL_MAX: "5",
    WORKER_CONCURRENCY: "2",
  };
  procs.push(...(await Promise.all(ports.map((port, i) => startWeb(`web.${i + 1}`, env, { port })))));
  // Debug level: each worker logs "job done" per job, which is how the share of work is counted.
  for (const i of [1, 2]) procs.push(startWorker(`worker.${i}`, { ...env, LOG_LEVEL: "debug" }));
}, 120_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => p.kill()));
  await router?.close();
  await db?.drop();
});

function jobsDone(p: Proc): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of p.lines) {
    if (!line.includes('"job done"')) continue;
    const job = (JSON.parse(line) as { job: string }).job;
    out[job] = (out[job] ?? 0) + 1;
  }
  return out;
}

describe("scale-out: 2 web + 2 worker processes, one database", () => {
  it("completes every check with work spread over both workers and requests over both webs", async () => {
    const ids: { id: string }[] = [];
    for (let i = 0; i < CHECKS; i++) ids.push(await createCheck(router.url, freeCheckRequest({ refs: 2 })));
    // Poll the public status through the router, as requesters' browsers would.
    await waitFor(
      async () => {
        const statuses = await Promise.all(
          ids.map(
            async (c) =>
              ((await (await fetch(`${router.url}/api/status/${c.id}`)).json()) as { status: string }).status,
          ),
        );
        return statuses.every((s) => s === "completed");
      },
      400_000,
      "every check completed",
    );

    const [w1, w2] = procs.slice(2).map(jobsDone);
    const total = (w: Record<string, number>) => Object.values(w).reduce((a, b) => a + b, 0);
    console.log(
      `scale-out: web requests ${JSON.stringify(router.served)}, worker.1 jobs ${JSON.stringify(w1)}, worker.2 jobs ${JSON.stringify(w2)}`,
    );
    expect(total(w1!)).toBeGreaterThan(0);
    expect(total(w2!)).toBeGreaterThan(0);
    expect(router.served.length).toBe(2);
    expect(Math.min(...router.served)).toBeGreaterThan(CHECKS);

    expect(await deliveryViolations(db.sql)).toEqual([]);
    for (const p of procs) expect(p.child.exitCode, `${p.name} still running`).toBeNull();
  }, 500_000);
});
