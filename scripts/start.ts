import type { ChildProcess } from "node:child_process";
import { loadConfigOrExit } from "../src/config";
import { createDatabase } from "../src/db/client";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../src/db/embedded";
import { runMigrations } from "../src/db/migrate";
import { BIN, run, runToEnd, webBuildIsStale } from "./lib";

/**
 * `npm start`: builds the SPA if it is stale, starts the embedded Postgres when no DATABASE_URL
 * is set, migrates, then runs the web and worker processes together in this terminal.
 */
const config = loadConfigOrExit();
if (webBuildIsStale()) {
  console.log("Building the web app…");
  await runToEnd(BIN("vite"), ["build", "--logLevel", "warn"], { ...process.env, NODE_ENV: "production" });
}

let embedded: EmbeddedHandle | undefined;
let url = config.env.DATABASE_URL;
if (!url) {
  console.log(`Starting embedded Postgres in ${config.env.EMBEDDED_PG_DIR} …`);
  embedded = await startEmbeddedPostgres(config.env.EMBEDDED_PG_DIR);
  url = embedded.url;
}
const database = createDatabase(url, { max: 2 });
await runMigrations(database);
await database.close();

const env = { ...process.env, DATABASE_URL: url, AUTO_MIGRATE: "false", FORCE_COLOR: "1" };
const children: ChildProcess[] = [
  // Node itself with tsx as a loader (not the tsx CLI, whose signal relay kills a child that is slow
  // to acknowledge), so a signal reaches the processes that drain.
  run("web", process.execPath, ["--import", "tsx", "src/main.ts"], env, 0),
  run("worker", process.execPath, ["--import", "tsx", "worker/main.ts"], env, 1),
];

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  await Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r)))),
  );
  await embedded?.stop().catch(() => {});
  process.exit(code);
}
for (const c of children) c.on("exit", (code) => void stop(code ?? 1));
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

console.log(`\n  ${config.env.PRODUCT_NAME} is starting at ${config.publicBaseUrl}\n`);
const providers = Object.entries(config.providers)
  .map(([k, v]) => `${k}: ${v}`)
  .join(", ");
console.log(
  `  Providers: ${providers}${config.providers.email === "simulated" ? ` · outbox: ${config.publicBaseUrl}/dev/outbox` : ""}\n`,
);
