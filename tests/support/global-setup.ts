import type { TestProject } from "vitest/node";
import postgres from "postgres";
import { createDatabase } from "../../src/db/client";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../../src/db/embedded";
import { runMigrations } from "../../src/db/migrate";

/** One template per run, so two runs against one server (TEST_DATABASE_URL) never drop each other's. */
const TEMPLATE_DB = `refline_test_template_${process.pid}`;

/**
 * One Postgres for the whole run: DATABASE_URL's server when set, else an embedded one under
 * .data/test-postgres. A migrated template database is made once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedHandle | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres(".data/test-postgres", "postgres");
    adminUrl = embedded.url;
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.unsafe(`create database ${TEMPLATE_DB}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const db = createDatabase(templateUrl, { max: 2 });
  await runMigrations(db);
  await db.close();
  await admin.end();
  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplateDb", TEMPLATE_DB);
  return async () => {
    const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${TEMPLATE_DB} with (force)`).catch(() => {});
    await cleanup.end();
    await embedded?.stop();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateDb: string;
  }
}
