import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveness, type WorkerLiveness } from "../../src/jobs/liveness";
import { startTestApp, type TestApp } from "../support/app";

/**
 * Jobs held by a worker process that stopped beating go back to the queue once it has been silent
 * for WORKER_DEAD_AFTER_SECONDS; jobs of live workers and jobs already finished are left alone,
 * and a process that has only just (re)started beating judges nobody.
 */
const QUEUE = "liveness-probe";
let t: TestApp;
const started: WorkerLiveness[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { WORKER_DEAD_AFTER_SECONDS: "5" } });
  await t.deps.queue.boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 3, retryDelay: 0 });
});
afterAll(async () => {
  for (const l of started) await l.stop();
  await t?.stop();
});

function liveness(queues?: string[]) {
  const l = startLiveness(t.deps, t.deps.queue.boss, { timers: false, queues });
  started.push(l);
  return l;
}

async function activeJob(queue = QUEUE): Promise<string> {
  const boss = t.deps.queue.boss;
  const id = await boss.send(queue, { n: Math.random() });
  const [job] = await boss.fetch(queue);
  expect(job?.id).toBe(id);
  return id!;
}

const state = async (id: string, queue = QUEUE) => (await t.deps.queue.boss.getJobById(queue, id))?.state;

describe("worker liveness", () => {
  it("hands back only the active jobs of a silent worker, once the judge has beaten long enough", async () => {
    const dead = liveness();
    const alive = liveness();
    const judge = liveness();
    await Promise.all([dead.tick(), alive.tick()]);

    const orphaned = await activeJob();
    const finished = await activeJob();
    const running = await activeJob();
    await dead.claim(QUEUE, orphaned);
    await dead.claim(QUEUE, finished);
    await alive.claim(QUEUE, running);
    await t.deps.queue.boss.complete(QUEUE, finished);
    // The dead process's last beat was a minute ago.
    await t.db
      .sql`update worker_processes set heartbeat_at = now() - interval '1 minute' where id = ${dead.id}`;

    // Just started: it has not beaten for WORKER_DEAD_AFTER_SECONDS itself, so it judges nobody.
    expect(await judge.tick()).toEqual([]);
    expect(await state(orphaned)).toBe("active");

    await new Promise((r) => setTimeout(r, 5_100));
    // The live one beats (by hand: its own tick would judge too).
    await t.db.sql`update worker_processes set heartbeat_at = now() where id = ${alive.id}`;
    expect(await judge.tick()).toEqual([orphaned]);
    expect(await state(orphaned)).toBe("retry");
    expect(await state(finished)).toBe("completed");
    expect(await state(running)).toBe("active");

    const leases = await t.db.sql`select job_id from job_leases order by job_id`;
    expect(leases.map((l) => l.job_id)).toEqual([running]);
    const workers = await t.db.sql`select id from worker_processes`;
    expect(workers.map((w) => w.id).sort()).toEqual([alive.id, judge.id].sort());

    // The handed-back job runs again (retry state, no delay).
    const [again] = await t.deps.queue.boss.fetch(QUEUE);
    expect(again?.id).toBe(orphaned);
    await t.deps.queue.boss.complete(QUEUE, orphaned);
    await alive.release(running);
    expect((await t.db.sql`select count(*)::int as n from job_leases`)[0]!.n).toBe(0);
  }, 30_000);

  it("a worker judged dead while it was only slow beats again and keeps its later leases", async () => {
    const slow = liveness();
    const judge = liveness();
    await slow.tick();
    await t.db
      .sql`update worker_processes set heartbeat_at = now() - interval '1 minute' where id = ${slow.id}`;
    await judge.tick();
    await new Promise((r) => setTimeout(r, 5_100));
    await judge.tick(); // removes the slow one's row
    expect((await t.db.sql`select id from worker_processes where id = ${slow.id}`).length).toBe(0);
    await slow.tick();
    const job = await activeJob();
    await slow.claim(QUEUE, job);
    expect(await judge.tick()).toEqual([]);
    expect(await state(job)).toBe("active");
  }, 30_000);

  it("hands back an active job of its queues that nobody leased for the whole period", async () => {
    const queue = "liveness-unleased";
    await t.deps.queue.boss.createQueue(queue, { name: queue, retryLimit: 3, retryDelay: 0 });
    const judge = liveness([queue]);
    await judge.tick();
    // Taken by a process killed before it wrote its lease, a minute ago; and one taken just now.
    const lost = await activeJob(queue);
    await t.db.sql`update pgboss.job set started_on = now() - interval '1 minute' where id = ${lost}`;
    await new Promise((r) => setTimeout(r, 5_100));
    const fresh = await activeJob(queue);
    // (The jobs earlier tests' silent processes held go back too: they are in another queue.)
    const handedBack = await judge.tick();
    expect(handedBack).toContain(lost);
    expect(handedBack).not.toContain(fresh);
    expect(await state(lost, queue)).toBe("retry");
    expect(await state(fresh, queue)).toBe("active");
  }, 30_000);
});
