import { boot } from "./boot";
import { loadConfigOrExit } from "./config";
import { buildApp } from "./http/app";
import { createLogger } from "./logger";
import { surviveDatabaseOutages } from "./process-guard";
import { ensureConfiguredAdmin } from "./services/admin/admins";

/** The web process. */
const config = loadConfigOrExit();
const log = createLogger(config, "web");
surviveDatabaseOutages(log);
const booted = await boot(config, log, "web");
const adminAccount = await ensureConfiguredAdmin(booted.deps);
if (adminAccount !== "skipped") log.info({ adminAccount }, "ADMIN_EMAIL operator account checked");
const app = await buildApp(booted.deps);
await app.listen({ port: config.env.PORT, host: config.env.HOST });
log.info(`${config.env.PRODUCT_NAME} web listening on ${config.publicBaseUrl}`);

let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ sig }, "web shutting down");
    await app.close().catch(() => {});
    await booted.shutdown();
    process.exit(0);
  });
