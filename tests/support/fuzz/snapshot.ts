import type postgres from "postgres";

/** Every row of every table in the public schema, as JSON text, per table. */
export type Snapshot = Map<string, string[]>;

export async function snapshotDatabase(sql: postgres.Sql): Promise<Snapshot> {
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  const snap: Snapshot = new Map();
  for (const { name } of tables) {
    const rows = await sql.unsafe<{ r: string }[]>(`select to_jsonb(t)::text as r from "${name}" t`);
    snap.set(name, rows.map((x) => x.r).sort());
  }
  return snap;
}

/**
 * Rows present before and missing or changed after. New rows are allowed (a hostile request may
 * legitimately record an analytics event); losing or altering stored data is not.
 */
export function lostRows(before: Snapshot, after: Snapshot): { table: string; row: string }[] {
  const lost: { table: string; row: string }[] = [];
  for (const [table, rows] of before) {
    const remaining = new Map<string, number>();
    for (const r of after.get(table) ?? []) remaining.set(r, (remaining.get(r) ?? 0) + 1);
    for (const r of rows) {
      const n = remaining.get(r) ?? 0;
      if (n === 0) lost.push({ table, row: r.slice(0, 300) });
      else remaining.set(r, n - 1);
    }
  }
  return lost;
}
