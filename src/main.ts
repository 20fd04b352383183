import { boot } from "./boot";
import { loadConfigOrExit } from "./config";
import { buildApp } from "./http/app";
import { createLogger } from "./logger";
import { timeZoneDataWarning } from "./services/scheduling/tz-data";
import { surviveDatabaseOutages } from "./process-guard";
import { ensureConfiguredAdmin } from "./services/accounts/operators/admins";
import { stopOnSignals } from "./shutdown";

/** The web process. */
const config = loadConfigOrExit();
const log = createLogger(config, "web");
surviveDatabaseOutages(log);
const booted = await boot(config, log, "web");
const adminAccount = await ensureConfiguredAdmin(booted.deps);
if (adminAccount !== "skipped") log.info({ adminAccount }, "ADMIN_EMAIL operator account checked");
const app = await buildApp(booted.deps);
await app.listen({ port: config.env.PORT, host: config.host });
log.info(`${config.env.PRODUCT_NAME} web listening on ${config.publicBaseUrl}`);
const tzWarning = timeZoneDataWarning();
if (tzWarning) log.warn({ tz: process.versions.tz }, tzWarning);

// app.close() refuses new requests (503 with Connection: close), tells open voice sessions to wrap
// up (the WebSocket plugin's preClose, see src/http/voice/wrap-up.ts), waits for requests in
// flight, then the queue client and the pool close.
stopOnSignals(log, config.env.SHUTDOWN_GRACE_SECONDS, async () => {
  await app.close();
  await booted.shutdown();
});
