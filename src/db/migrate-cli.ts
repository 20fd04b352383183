import { loadConfigOrExit } from "../config";
import { createDatabase } from "./client";
import { runMigrations } from "./migrate";
import { checkDatabaseTls, databaseTarget } from "./tls";

// `npm run release` / `npm run db:migrate`: apply migrations to DATABASE_URL and exit.
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
