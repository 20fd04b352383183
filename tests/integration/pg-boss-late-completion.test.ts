import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBoss } from "../../src/jobs/queue";
import { isConnectionError } from "../../src/db/errors";
import { waitFor } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/db";

/**
 * pg-boss stores a job's completion without awaiting it. When the handler outlives the database
 * client (a stop whose grace period ran out, or Postgres restarting), that store fails; upstream it
 * was an unhandled rejection, which ends a Node process and failed a test run at teardown. Patched
 * (patches/pg-boss+10.4.2.patch): the failure goes to pg-boss's 'error' event, which is logged.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

describe("a job that finishes after its database client has ended", () => {
  it("reports the failed completion as an error event, not an unhandled rejection", async () => {
    const sql = postgres(db.url, { max: 2, onnotice: () => {} });
    const errors: unknown[] = [];
    const boss = await startBoss(sql, { role: "web", log: { error: (o: unknown) => void errors.push(o) } });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      await boss.createQueue("late-completion");
      let release!: () => void;
      const started = new Promise<void>((r) => {
        void boss.work("late-completion", { pollingIntervalSeconds: 0.5 }, async () => {
          r();
          await new Promise<void>((done) => (release = done));
          return { ok: true };
        });
      });
      await boss.send("late-completion", {});
      await started;
      // The client ends while the handler is still running; then the handler returns.
      await sql.end();
      release();
      await waitFor(async () => errors.length > 0, 10_000, "pg-boss error event");
      // A turn of the event loop for any rejection still on its way to the top.
      await new Promise((r) => setTimeout(r, 200));
      expect(unhandled).toEqual([]);
      const logged = errors[0] as { err: unknown };
      expect(isConnectionError(logged.err) || /CONNECTION_ENDED/.test(JSON.stringify(logged.err))).toBe(true);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await boss.stop({ graceful: false, wait: false }).catch(() => {});
    }
  });
});
