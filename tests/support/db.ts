import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import type { ConnectedDatabase } from "../../src/db/connect";
import { createDatabase } from "../../src/db/client";
import { withDatabase } from "./global-setup";

export interface TestDatabase extends ConnectedDatabase {
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file (cloned from the template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject("pgTemplateDb")}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = createDatabase(url, { max: 10 });
  let closed = false;
  return {
    ...database,
    url,
    name,
    close: async () => {
      if (!closed) await database.close();
      closed = true;
    },
    async drop() {
      if (!closed) await database.close();
      closed = true;
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
