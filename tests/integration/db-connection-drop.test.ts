import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isConnectionError } from "../../src/db/errors";
import { transaction } from "../../src/db/tx";
import { createTestDatabase, type TestDatabase } from "../support/db";

/**
 * A connection that dies inside a transaction (Postgres restarted, a backend terminated, a
 * network drop): the transaction fails with a connection error the caller can catch, the process
 * does not crash, and the pool serves the next queries. postgres.js 3.4.9 threw from an
 * immediate when it sent the ROLLBACK to the dead socket, ending the process, and left the
 * connection unable to reconnect (patches/postgres+3.4.9.patch).
 */
let db: TestDatabase;
let admin: postgres.Sql;
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  db = await createTestDatabase();
  admin = postgres(db.url, { max: 1, onnotice: () => {} });
  process.on("uncaughtException", onUncaught);
});
afterAll(async () => {
  process.off("uncaughtException", onUncaught);
  await admin?.end();
  await db?.drop();
});

describe("a connection dropped mid-transaction", () => {
  it("fails the transaction with a connection error; the process and the pool carry on", async () => {
    for (let round = 0; round < 3; round++) {
      const err = await transaction({ database: db }, async ({ db: tx }) => {
        const [row] = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        setTimeout(() => void admin`select pg_terminate_backend(${row!.pid})`.then(), 100);
        await tx.execute(sql`select pg_sleep(5)`);
      }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeTruthy();
      expect(isConnectionError(err)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));

      // The pool answers again within a couple of tries (the first may meet the dying backend's
      // farewell), quickly: a poisoned connection would wait for its connect timeout.
      const t0 = Date.now();
      let answered = false;
      for (let i = 0; i < 5 && !answered; i++) {
        answered = await db.sql`select 1`.then(
          () => true,
          (e: unknown) => (expect(isConnectionError(e)).toBe(true), false),
        );
      }
      expect(answered).toBe(true);
      expect(Date.now() - t0).toBeLessThan(5_000);
      // And a transaction works on it.
      await transaction({ database: db }, async ({ db: tx }) => tx.execute(sql`select 1`));
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(uncaught).toEqual([]);
  }, 60_000);
});
