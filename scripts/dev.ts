import type { ChildProcess } from "node:child_process";
import { loadConfigOrExit } from "../src/config";
import { createDatabase } from "../src/db/client";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../src/db/embedded";
import { runMigrations } from "../src/db/migrate";
import { BIN, run } from "./lib";

/**
 * `npm run dev`: Vite with hot reload on PORT (default 3000) in front of the API process
 * (restarted on change, on API_PORT, default 3001) and the worker (also restarted on change).
 */
const config = loadConfigOrExit();
const apiPort = Number(process.env.API_PORT ?? config.env.PORT + 1);
let embedded: EmbeddedHandle | undefined;
let url = config.env.DATABASE_URL;
if (!url) {
  embedded = await startEmbeddedPostgres(config.env.EMBEDDED_PG_DIR);
  url = embedded.url;
}
const database = createDatabase(url, { max: 2 });
await runMigrations(database);
await database.close();

const base = {
  ...process.env,
  DATABASE_URL: url,
  AUTO_MIGRATE: "false",
  FORCE_COLOR: "1",
  PUBLIC_BASE_URL: config.publicBaseUrl,
};
const children: ChildProcess[] = [
  run(
    "api",
    BIN("tsx"),
    ["watch", "--clear-screen=false", "src/main.ts"],
    { ...base, PORT: String(apiPort) },
    0,
  ),
  run("worker", BIN("tsx"), ["watch", "--clear-screen=false", "worker/main.ts"], base, 1),
  run(
    "vite",
    BIN("vite"),
    ["--strictPort", "--port", String(config.env.PORT)],
    { ...base, API_PORT: String(apiPort) },
    2,
  ),
];
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  await Promise.all(
    children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r)))),
  );
  await embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
console.log(`\n  ${config.env.PRODUCT_NAME} (dev, hot reload) at ${config.publicBaseUrl}\n`);
