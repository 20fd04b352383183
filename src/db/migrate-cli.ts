import { loadConfigOrExit } from "../config";
import { createDatabase } from "./client";
import { runMigrations } from "./migrate";
import { checkDatabaseTls, databaseTarget } from "./tls";

// `npm run release` / `npm run db:migrate`: apply migrations to DATABASE_URL and exit.
//
// SIGTERM or SIGINT (a deploy cancelled, the platform cycling the release process) does not cut
// the run short: the pending migrations are applied in one transaction, usually within a second,
// so the run finishes what it started and exits 0 with the schema complete. Dying at once would
// gain nothing (Postgres would roll the transaction back and the next release redo it all). If the
// platform kills it outright past its grace period, that rollback is what happens: no migration is
// half applied, the advisory lock goes with the connection, and the next release applies them all
// (tests/integration/procfile-signals.test.ts).
let signalled = false;
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => {
    if (!signalled) console.log(`${signal}: finishing the migrations in progress, then exiting.`);
    signalled = true;
  });

const config = loadConfigOrExit();
if (!config.env.DATABASE_URL) {
  console.error("DATABASE_URL: required for db:migrate (npm start migrates its embedded database itself)");
  process.exit(1);
}
const target = databaseTarget(config.env.DATABASE_URL, config.databaseSsl);
const database = createDatabase(target.url, { max: 2, ssl: target.ssl });
await checkDatabaseTls(database.sql, config.databaseSsl);
await runMigrations(database);
await database.close();
console.log("Migrations applied.");
