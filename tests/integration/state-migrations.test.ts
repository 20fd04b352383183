import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../src/db/client";
import { MIGRATIONS_DIR, runMigrations } from "../../src/db/migrate";
import { withDatabase } from "../support/global-setup";

/**
 * The states migrations (0018 respells a call in progress, 0019 adds the CHECK constraints, 0020
 * the data requests' one) on a database that already holds rows written before them, in the old spelling.
 */
const FIRST_STATES_MIGRATION = "0018_in_progress_spelling";

const adminUrl = inject("pgAdminUrl");
const name = `t_states_${randomBytes(5).toString("hex")}`;
let database: Database;
let before: string;

/** The committed migrations up to (not including) the states ones, as a folder of their own. */
function migrationsBeforeStates(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "refline-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === FIRST_STATES_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  database = createDatabase(withDatabase(adminUrl, name), { max: 2 });
  before = migrationsBeforeStates();
  await migrate(database.db, { migrationsFolder: before });
});

afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function insertCheck(sql: postgres.Sql, publicId: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into reference_checks (public_id, requester_email, candidate_name, role, company_name, status)
    values (${publicId}, 'old@example.com', 'Sam Lee', 'Engineer', 'Acme', 'processing')
    returning id`;
  return row!.id;
}

async function insertCall(sql: postgres.Sql, checkId: number, attempt: number, status: string) {
  await sql`
    insert into call_logs (reference_check_id, reference_index, attempt_key, phone_number, reference_name,
                           candidate_name, status)
    values (${checkId}, 1, ${`${checkId}:1:${attempt}`}, '+14155550100', 'Pat Kim', 'Sam Lee', ${status})`;
}

describe("states migrations on a database with existing rows", () => {
  it("respells a call in progress, keeps the other states, then refuses any state not in the lists", async () => {
    const sql = database.sql;
    const checkId = await insertCheck(sql, "oldspellingcheck000001");
    await insertCall(sql, checkId, 1, "in-progress");
    await insertCall(sql, checkId, 2, "ringing");
    await sql`insert into check_references (reference_check_id, reference_index, name, phone, relationship, status)
              values (${checkId}, 1, 'Pat Kim', '+14155550100', 'colleague', 'in_progress')`;
    const [request] = await sql<{ id: number }[]>`
      insert into data_requests (kind, phone, status) values ('deletion', '+14155550100', 'verified') returning id`;

    await runMigrations(database);

    const calls = await sql<{ attempt_key: string; status: string }[]>`
      select attempt_key, status from call_logs where reference_check_id = ${checkId} order by attempt_key`;
    expect(calls).toEqual([
      { attempt_key: `${checkId}:1:1`, status: "in_progress" },
      { attempt_key: `${checkId}:1:2`, status: "ringing" },
    ]);
    const [ref] = await sql<{ status: string }[]>`
      select status from check_references where reference_check_id = ${checkId}`;
    expect(ref!.status).toBe("in_progress");

    // The carrier's spelling (and any other misspelling) is refused from now on.
    await expect(insertCall(sql, checkId, 3, "in-progress")).rejects.toMatchObject({
      code: "23514",
      constraint_name: "call_logs_status_check",
    });
    await expect(
      sql`update check_references set status = 'in-progress' where reference_check_id = ${checkId}`,
    ).rejects.toMatchObject({ code: "23514", constraint_name: "check_references_status_check" });
    await expect(
      sql`update reference_checks set payment_status = 'refund' where id = ${checkId}`,
    ).rejects.toMatchObject({ code: "23514", constraint_name: "reference_checks_payment_status_check" });
    await expect(
      sql`update data_requests set status = 'done' where id = ${request!.id}`,
    ).rejects.toMatchObject({ code: "23514", constraint_name: "data_requests_status_check" });
    await expect(
      sql`update data_requests set status = 'completed' where id = ${request!.id} returning status`,
    ).resolves.toEqual([{ status: "completed" }]);
    await expect(insertCheck(sql, "oldspellingcheck000002").then(() => "inserted")).resolves.toBe("inserted");
  });
});

describe("states migrations on a fresh database", () => {
  it("apply from nothing and accept every state the lists declare", async () => {
    const fresh = `t_states_fresh_${randomBytes(5).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${fresh}`);
    const db = createDatabase(withDatabase(adminUrl, fresh), { max: 2 });
    try {
      await runMigrations(db);
      const checkId = await insertCheck(db.sql, "freshstatescheck000001");
      await insertCall(db.sql, checkId, 1, "in_progress");
      const [row] = await db.sql<
        { status: string }[]
      >`select status from call_logs where reference_check_id = ${checkId}`;
      expect(row!.status).toBe("in_progress");
    } finally {
      await db.close();
      await admin.unsafe(`drop database if exists ${fresh} with (force)`);
      await admin.end();
    }
  });
});
