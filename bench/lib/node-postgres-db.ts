import pg from "pg";

/**
 * pg-boss on a node-postgres pool of its own, built the way pg-boss builds one when it is given
 * no adapter (its src/db.js). The product never runs that way (patches/pg-boss+10.4.2.patch
 * disables it: decision 0019), so the benchmarks' "before" baselines hand it over explicitly.
 */
export function nodePostgresDb(connectionString: string, max: number) {
  const pool = new pg.Pool({ connectionString, max, application_name: "pgboss" });
  pool.on("error", (err) => console.error("[node-postgres]", err.message));
  return {
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    close: () => pool.end(),
  };
}
