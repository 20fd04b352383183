import { sql } from "drizzle-orm";
import postgres from "postgres";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/db/client";
import { isConnectionError } from "../../src/db/errors";
import { transaction } from "../../src/db/tx";
import { pgBossDb } from "../../src/jobs/pgboss-db";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";
import { createTestDatabase, type TestDatabase } from "../support/db";

/**
 * The product runs on one Postgres driver, postgres.js (3.4.9, patched: patches/), and pg-boss
 * runs through it (src/jobs/pgboss-db.ts). These are the driver behaviours the product relies on,
 * including the ones open upstream bugs put in doubt:
 * - two `begin()` blocks at once never share a connection (upstream postgres issue #1204, one
 *   connection used by two transactions, the second's COMMIT committing the first's writes);
 * - a BEGIN sent as the last query a connection may pipeline still reserves that connection
 *   (#1189: the reservation was skipped at the pipeline boundary, and unrelated queries ran
 *   inside the transaction);
 * - a connection lost mid-transaction never lets the transaction's later statements run, in
 *   autocommit, on the replacement connection (#1216, with #1186 for queued statements);
 * - pg-boss's BEGIN … COMMIT texts go to a reserved connection that is rolled back on failure,
 *   never leaving a pooled connection inside a transaction.
 */
let db: TestDatabase;
let admin: postgres.Sql;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  db = await createTestDatabase();
  admin = postgres(db.url, { max: 1, onnotice: () => {} });
  await admin`create table drv_rows (tag text not null, at timestamptz not null default now())`;
  process.on("uncaughtException", onUncaught);
});
afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  await admin?.end();
  await db?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pool(max: number): Database {
  return createDatabase(db.url, { max });
}

describe("transactions and connections", () => {
  it("never lets two open begin() blocks share a connection, whatever the pool size", async () => {
    for (const max of [1, 2, 3]) {
      const p = pool(max);
      const open = new Map<number, number>(); // backend pid → transactions open on it
      let clashes = 0;
      let maxOpen = 0;
      try {
        await p.sql`select 1`;
        // Plain queries handed to the pool first, so BEGINs also land on connections whose
        // pipelines are full or filling (where #1189 skipped the reservation).
        const plain = Array.from({ length: 250 }, () => p.sql`select pg_sleep(0.0002)`.execute());
        await Promise.all([
          ...plain,
          ...Array.from({ length: 24 }, (_, i) =>
            p.sql.begin(async (tx) => {
              const [{ pid }] = (await tx<{ pid: number }[]>`select pg_backend_pid() as pid`) as unknown as [
                { pid: number },
              ];
              if (open.get(pid)) clashes++;
              open.set(pid, (open.get(pid) ?? 0) + 1);
              maxOpen = Math.max(
                maxOpen,
                [...open.values()].reduce((a, b) => a + b, 0),
              );
              // Statements fired without awaiting each other, then a wait: the window in which a
              // second begin() could be handed the same connection.
              const [a, b] = await Promise.all([
                tx<{ pid: number; x: string }[]>`select pg_backend_pid() as pid, txid_current()::text as x`,
                tx<{ pid: number; x: string }[]>`select pg_backend_pid() as pid, txid_current()::text as x`,
              ]);
              await sleep(5 + (i % 4) * 5);
              const [c] = await tx<{ pid: number; x: string }[]>`
                select pg_backend_pid() as pid, txid_current()::text as x`;
              expect([a![0]!.pid, b![0]!.pid, c!.pid]).toEqual([pid, pid, pid]);
              expect(new Set([a![0]!.x, b![0]!.x, c!.x]).size).toBe(1);
              open.set(pid, open.get(pid)! - 1);
            }),
          ),
        ]);
      } finally {
        await p.close();
      }
      expect(clashes).toBe(0);
      expect(maxOpen).toBeLessThanOrEqual(max);
      expect(maxOpen).toBe(max); // the pool was used in full, so the check above meant something
    }
  }, 60_000);

  it("reserves the connection for a BEGIN sent at the pipeline boundary; other queries stay outside", async () => {
    const p = pool(1); // one connection, so every query pipelines on it
    try {
      await p.sql`select 1`;
      for (const before of [98, 99, 100, 101]) {
        const tag = `pipe-${before}`;
        // Handed to the connection now (a query is otherwise sent only once awaited), so that
        // the BEGIN below is the connection's `before + 1`th query in flight.
        const busy = Array.from({ length: before }, () => p.sql`select pg_sleep(0.0005)`.execute());
        const tx = p.sql
          .begin(async (t) => {
            await t`insert into drv_rows (tag) values (${tag + "-in-tx"})`;
            await sleep(50);
            throw new Error("roll back");
          })
          .catch((e: Error) => e.message);
        // Queued after the BEGIN, unrelated to it: must run outside the transaction.
        const outside = p.sql`insert into drv_rows (tag) values (${tag + "-outside"})`;
        await Promise.all([...busy, outside]);
        expect(await tx).toBe("roll back");
        const rows = await admin<{ tag: string }[]>`select tag from drv_rows where tag like ${tag + "-%"}`;
        expect(rows.map((r) => r.tag)).toEqual([tag + "-outside"]);
      }
    } finally {
      await p.close();
    }
  }, 60_000);

  it("never runs a transaction's later statements on the replacement of a connection that died", async () => {
    for (const max of [1, 2]) {
      const p = pool(max);
      try {
        for (let round = 0; round < 2; round++) {
          const tag = `m${max}r${round}`;
          let resume!: () => void;
          const resumed = new Promise<void>((r) => (resume = r));
          let settled = false;
          // The first transaction loses its connection while its callback awaits other work.
          const first = transaction({ database: p }, async ({ db: tx }) => {
            await tx.execute(sql`insert into drv_rows (tag) values (${tag + "-before"})`);
            const [{ pid }] = (await tx.execute<{ pid: number }>(
              sql`select pg_backend_pid() as pid`,
            )) as unknown as [{ pid: number }];
            await admin`select pg_terminate_backend(${pid})`;
            await resumed; // by now another transaction holds the replacement connection
            // Whether or not the caller catches the failures, none of this may run anywhere.
            await tx.execute(sql`insert into drv_rows (tag) values (${tag + "-after-1"})`).catch(() => {});
            await Promise.all([
              tx.execute(sql`insert into drv_rows (tag) values (${tag + "-after-2"})`).catch(() => {}),
              tx.execute(sql`insert into drv_rows (tag) values (${tag + "-after-3"})`).catch(() => {}),
            ]);
            settled = true;
            return "returned";
          }).catch((e: unknown) => e);
          const outcome = await first;
          expect(outcome).not.toBe("returned");
          expect(isConnectionError(outcome)).toBe(true);

          // A second transaction, on the reconnected connection (the same one when max is 1),
          // commits only its own row while the first callback goes on.
          await transaction({ database: p }, async ({ db: tx }) => {
            await tx.execute(sql`insert into drv_rows (tag) values (${tag + "-other"})`);
            resume();
            for (let i = 0; i < 100 && !settled; i++) await sleep(20);
          });
          expect(settled).toBe(true); // the orphaned statements failed rather than hanging (#1186)
          const rows = await admin<{ tag: string }[]>`select tag from drv_rows where tag like ${tag + "-%"}`;
          expect(rows.map((r) => r.tag)).toEqual([tag + "-other"]);
        }
        await sleep(100);
        expect(uncaught).toEqual([]);
      } finally {
        await p.close();
      }
    }
  }, 60_000);

  it("runs pg-boss's BEGIN … COMMIT texts on a reserved connection and rolls them back there on failure", async () => {
    const p = pool(1); // one connection: a connection left in a failed transaction would show at once
    try {
      const bossDb = pgBossDb(p.sql);
      for (let i = 0; i < 3; i++) {
        const err = await bossDb
          .executeSql(`BEGIN; insert into drv_rows (tag) values ('locked-${i}'); select 1/0; COMMIT;`)
          .catch((e: unknown) => e);
        expect(String((err as Error).message)).toMatch(/division by zero/);
        const [state] = await p.sql<{ inTx: boolean }[]>`
          select (xact_start is not null and state = 'active' and backend_xid is not null) as "inTx"
          from pg_stat_activity where pid = pg_backend_pid()`;
        expect(state!.inTx).toBe(false);
        expect(await p.sql`select 1 from drv_rows where tag = ${`locked-${i}`}`).toHaveLength(0);
      }
      const ok = await bossDb.executeSql(`BEGIN; insert into drv_rows (tag) values ('locked-ok'); COMMIT;`);
      expect(ok.rows).toEqual([]);
      expect(await p.sql`select 1 from drv_rows where tag = 'locked-ok'`).toHaveLength(1);
      // A statement on the pool afterwards is in autocommit: it is visible to another session at once.
      await p.sql`insert into drv_rows (tag) values ('autocommit')`;
      expect(await admin`select 1 from drv_rows where tag = 'autocommit'`).toHaveLength(1);
    } finally {
      await p.close();
    }
  });

  it("reads results and values as pg-boss expects from node-postgres", async () => {
    const bossDb = pgBossDb(db.sql);
    const r = await bossDb.executeSql(
      `select count(*) as n, $1::uuid[] as ids, $2::jsonb as data, $3::timestamptz as at, $4::int as none,
              $5::bool as flag, $6::text as word, $2::json as plain, $5::text as "flagText", $7 + 1 as sum,
              now() - $3::timestamptz > interval '1 day' as later`,
      [
        ["4f9c0c2e-0f3e-4d1b-9c43-1f4f3c2a1b00", "0d1e2f30-4152-4637-8899-aabbccddeeff"],
        { a: [1, "two"] },
        new Date("2026-03-04T05:06:07.089Z"),
        undefined,
        true,
        'quote " and \\ backslash',
        41,
      ],
    );
    expect(r.rows[0]).toEqual({
      n: "1", // int8 as text, as node-postgres gives it
      ids: ["4f9c0c2e-0f3e-4d1b-9c43-1f4f3c2a1b00", "0d1e2f30-4152-4637-8899-aabbccddeeff"],
      data: { a: [1, "two"] },
      at: new Date("2026-03-04T05:06:07.089Z"),
      none: null,
      flag: true,
      word: 'quote " and \\ backslash',
      plain: { a: [1, "two"] },
      flagText: "true",
      sum: 42,
      later: true,
    });
    expect(r.rowCount).toBe(1);
  });
});

describe("pg-boss on the app's pool", () => {
  let p: Database;
  let boss: PgBoss;
  beforeAll(async () => {
    p = pool(4);
    boss = await startBoss(p.sql, { role: "worker" });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: true, wait: true, timeout: 5_000 });
    await p?.close();
  });

  it("enqueues with the transaction: a rolled-back state change leaves no job, a committed one leaves it", async () => {
    const queue = new JobQueue(boss);
    const before = await boss.getQueueSize(jobs.sweep.name);
    const rolledBack = await transaction({ database: p, queue }, async ({ enqueue }) => {
      await enqueue(jobs.sweep, {}, { singletonKey: "drv-rolled-back" });
      throw new Error("state change failed");
    }).catch((e: Error) => e.message);
    expect(rolledBack).toBe("state change failed");
    expect(await boss.getQueueSize(jobs.sweep.name)).toBe(before);

    const id = await transaction({ database: p, queue }, async ({ enqueue }) => {
      const jobId = await enqueue(jobs.sweep, {}, { singletonKey: "drv-committed" });
      // Not visible outside the transaction until it commits.
      expect(await admin`select 1 from pgboss.job where id = ${jobId!}`).toHaveLength(0);
      return jobId;
    });
    expect(await admin`select 1 from pgboss.job where id = ${id!}`).toHaveLength(1);
    expect(await boss.getQueueSize(jobs.sweep.name)).toBe(before + 1);
  });

  it("fetches, completes, fails and maintains through postgres.js, opening no connection of its own", async () => {
    const id = await boss.send(jobs.sweep.name, { n: 1 }, { startAfter: new Date(Date.now() - 1000) });
    const fetched = await boss.fetch(jobs.sweep.name, { batchSize: 50 });
    expect(fetched.map((j) => j.id)).toContain(id);
    const other = fetched.filter((j) => j.id !== id).map((j) => j.id);
    await boss.complete(jobs.sweep.name, id!, { done: true });
    if (other.length) await boss.fail(jobs.sweep.name, other);
    const done = await boss.getJobById(jobs.sweep.name, id!);
    expect(done?.state).toBe("completed");
    expect(done?.output).toEqual({ done: true });
    // Maintenance: the BEGIN … COMMIT texts (expire, archive, drop) under pg-boss's advisory lock.
    await boss.maintain();

    // Every connection to this database is the app's (postgres.js, application_name refline)
    // or this test's admin connection: no node-postgres pool.
    const names = await admin<{ name: string }[]>`
      select distinct application_name as name from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    expect(names.map((n) => n.name).filter((n) => n !== "refline")).toEqual([]);
  });
});
