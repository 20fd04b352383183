import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The CHECK that holds a state column to its list (src/shared/states.ts). The values are written
 * into the constraint's SQL, so drizzle-kit sees a change to a list and generates its migration.
 */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}
