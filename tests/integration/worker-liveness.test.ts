import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveness, type WorkerLiveness } from "../../src/jobs/liveness";
import type { Deps } from "../../src/services/deps";
import { startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * Jobs held by a worker process that stopped beating go back to the queue once it has been silent
 * for WORKER_DEAD_AFTER_SECONDS; jobs of live workers and jobs already finished are left alone; a
 * process that itself lost the database judges nobody until it has beaten again for that long.
 */
let t: TestApp;
const started: WorkerLiveness[] = [];
let queueSeq = 0;

beforeAll(async () => {
  t = await startTestApp({ env: { WORKER_DEAD_AFTER_SECONDS: "5" } });
  // Nobody counts as dead while the server itself has been up for less than the period.
  await waitFor(
    async () =>
      (await t.db.sql`select pg_postmaster_start_time() < now() - interval '6 seconds' as ok`)[0]!.ok,
    30_000,
    "Postgres up for the dead-after period",
  );
});
afterAll(async () => {
  for (const l of started) await l.stop();
  await t?.stop();
});

function liveness(opts: { queues?: string[]; deps?: Pick<Deps, "database" | "config" | "log"> } = {}) {
  const l = startLiveness(opts.deps ?? t.deps, t.deps.queue.boss, { timers: false, queues: opts.queues });
  started.push(l);
  return l;
}

/** A queue of its own per test, so one test's silent processes do not touch another's jobs. */
async function newQueue(): Promise<string> {
  const name = `liveness-probe-${++queueSeq}`;
  await t.deps.queue.boss.createQueue(name, { name, retryLimit: 3, retryDelay: 0 });
  return name;
}

async function activeJob(queue: string): Promise<string> {
  const boss = t.deps.queue.boss;
  const id = await boss.send(queue, { n: Math.random() });
  const [job] = await boss.fetch(queue);
  expect(job?.id).toBe(id);
  return id!;
}

const state = async (queue: string, id: string) => (await t.deps.queue.boss.getJobById(queue, id))?.state;
const silence = (l: WorkerLiveness) =>
  t.db.sql`update worker_processes set heartbeat_at = now() - interval '1 minute' where id = ${l.id}`;

describe("worker liveness", () => {
  it("hands back only the active jobs of a silent worker", async () => {
    const queue = await newQueue();
    const dead = liveness();
    const alive = liveness();
    await Promise.all([dead.tick(), alive.tick()]);

    const orphaned = await activeJob(queue);
    const finished = await activeJob(queue);
    const running = await activeJob(queue);
    await dead.claim(queue, orphaned);
    await dead.claim(queue, finished);
    await alive.claim(queue, running);
    await t.deps.queue.boss.complete(queue, finished);
    await silence(dead);

    // A process that never lost the database (one just started, say) judges at once.
    const judge = liveness();
    const handedBack = await judge.tick();
    expect(handedBack).toContain(orphaned);
    expect(handedBack).not.toContain(running);
    expect(await state(queue, orphaned)).toBe("retry");
    expect(await state(queue, finished)).toBe("completed");
    expect(await state(queue, running)).toBe("active");

    const leases = await t.db.sql`select job_id from job_leases where queue = ${queue}`;
    expect(leases.map((l) => l.job_id)).toEqual([running]);
    const workers = await t.db.sql`select id from worker_processes`;
    expect(workers.map((w) => w.id)).not.toContain(dead.id);
    expect(workers.map((w) => w.id)).toContain(alive.id);

    // The handed-back job runs again (retry state, no delay).
    const [again] = await t.deps.queue.boss.fetch(queue);
    expect(again?.id).toBe(orphaned);
    await alive.release(running);
    expect((await t.db.sql`select count(*)::int as n from job_leases where queue = ${queue}`)[0]!.n).toBe(0);
  }, 30_000);

  it("a process that lost the database judges nobody until it has beaten again for the whole period", async () => {
    const queue = await newQueue();
    // The judge's own database handle, which can be made to fail like a dropped connection.
    let down = false;
    const real = t.deps.database.sql;
    const flaky = new Proxy(real, {
      apply: (target, self, args) =>
        down
          ? Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))
          : Reflect.apply(target, self, args),
    }) as postgres.Sql;
    const judge = liveness({ deps: { ...t.deps, database: { ...t.deps.database, sql: flaky } } });
    await judge.tick();
    down = true;
    expect(await judge.tick()).toEqual([]);
    down = false;

    const dead = liveness();
    await dead.tick();
    const job = await activeJob(queue);
    await dead.claim(queue, job);
    await silence(dead);
    expect(await judge.tick()).toEqual([]);
    expect(await state(queue, job)).toBe("active");

    await new Promise((r) => setTimeout(r, 5_100));
    expect(await judge.tick()).toContain(job);
    expect(await state(queue, job)).toBe("retry");
  }, 30_000);

  it("a worker judged dead while it was only slow beats again and keeps its later leases", async () => {
    const queue = await newQueue();
    const slow = liveness();
    const judge = liveness();
    await slow.tick();
    await silence(slow);
    await judge.tick(); // removes the slow one's row
    expect((await t.db.sql`select id from worker_processes where id = ${slow.id}`).length).toBe(0);
    await slow.tick();
    const job = await activeJob(queue);
    await slow.claim(queue, job);
    expect(await judge.tick()).not.toContain(job);
    expect(await state(queue, job)).toBe("active");
  }, 30_000);

  it("hands back an active job of its queues that nobody leased for the whole period", async () => {
    const queue = await newQueue();
    const judge = liveness({ queues: [queue] });
    // Taken by a process killed before it wrote its lease, a minute ago; and one taken just now.
    const lost = await activeJob(queue);
    await t.db.sql`update pgboss.job set started_on = now() - interval '1 minute' where id = ${lost}`;
    const fresh = await activeJob(queue);
    const handedBack = await judge.tick();
    expect(handedBack).toContain(lost);
    expect(handedBack).not.toContain(fresh);
    expect(await state(queue, lost)).toBe("retry");
    expect(await state(queue, fresh)).toBe("active");
  }, 30_000);
});
