import pino from "pino";
import postgres from "postgres";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";
import type { Deps } from "../../src/services/deps";
import { startWorkers } from "../../worker/runner";
import { startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * A worker told to stop never leaves a job active behind it: a job whose fetch was still in the
 * air when SIGTERM came (slow on a saturated machine) lands after pg-boss has stopped, and is put
 * back untouched (state `created`, not started, no retry used) before the pool closes. Without
 * this the job stayed `active` until its expiry, and the report it stood for was late by minutes.
 */
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

function recordingDeps(): { deps: Deps; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { deps: { ...t.deps, log: pino({ level: "info" }, stream) }, lines };
}

async function jobRow(id: string, sql: postgres.Sql = t.db.sql) {
  const [row] = await sql<{ state: string; startedOn: Date | null; retryCount: number }[]>`
    select state, started_on as "startedOn", retry_count as "retryCount" from pgboss.job where id = ${id}`;
  return row!;
}

/**
 * A trigger on pg-boss's job table takes locks on every partition, and pg-boss's own statements may
 * hold one of them the other way round: Postgres then picks a deadlock victim. It is tried again.
 */
async function ddl(text: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await t.db.sql.unsafe(text);
    } catch (err) {
      if ((err as { code?: string }).code !== "40P01" || attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** A report job for a check that does not exist: had its handler run, the job would not be `created`. */
async function sendReportJob(): Promise<string> {
  const id = await t.deps.queue.boss.send(jobs.generateReport.name, { checkId: 900_000 + ++seq });
  return id!;
}

describe("a worker that stops", () => {
  it("puts back, untouched, a job it is handed after it stopped taking work", async () => {
    const boss = await startBoss(t.db.sql, { role: "web" });
    const { deps, lines } = recordingDeps();
    const workers = await startWorkers(boss, deps, { pollingIntervalSeconds: 0.5 });
    workers.stopTaking();
    const id = await sendReportJob();
    await waitFor(
      async () => lines.some((l) => l.includes(id) && l.includes("handed back")),
      20_000,
      "hand-back",
    );
    await boss.stop({ graceful: true, wait: true, timeout: 2000 });
    await workers.stop(Date.now() + 5000);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: "created", startedOn: null, retryCount: 0 });
    await t.db.sql`delete from pgboss.job where id = ${id}`;
  });

  it("waits for a fetch still in the air when pg-boss stopped, and hands its job back", async () => {
    const id = await sendReportJob();
    // Every fetch takes two seconds, as on a saturated machine: a trigger sleeps in the update that
    // marks a job active.
    await ddl(`
      create or replace function slow_fetch() returns trigger language plpgsql as
        $$ begin perform pg_sleep(2); return new; end $$;
      create trigger slow_fetch before update on pgboss.job for each row
        when (new.state = 'active') execute function slow_fetch();`);
    // (a connection of its own: the slow fetches hold the pool's others)
    const probe = postgres(t.db.url, { max: 1, onnotice: () => {} });
    const boss = await startBoss(t.db.sql, { role: "web" });
    const { deps, lines } = recordingDeps();
    let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
    try {
      workers = await startWorkers(boss, deps, { pollingIntervalSeconds: 0.5 });
      await waitFor(
        async () =>
          (
            await probe`select 1 from pg_stat_activity
              where wait_event = 'PgSleep' and query ilike '%skip locked%' limit 1`
          ).length > 0,
        20_000,
        "a fetch in the air",
      );
      // SIGTERM, as worker/main.ts handles it: pg-boss sees no job in hand and stops at once.
      workers.stopTaking();
      await boss.stop({ graceful: true, wait: true, timeout: 1000 });
      expect((await jobRow(id, probe)).state).toBe("created");
      await workers.stop(Date.now() + 15_000);
    } finally {
      await ddl(`drop trigger if exists slow_fetch on pgboss.job`);
      await probe.end();
    }
    // The fetch landed after the stop: the job was taken (active) and then put back as it was.
    expect(lines.some((l) => l.includes(id) && l.includes("handed back"))).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: "created", startedOn: null, retryCount: 0 });
    expect(await t.db.sql`select id, name from pgboss.job where state = 'active'`).toEqual([]);
  });
});
