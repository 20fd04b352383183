import { boot } from "../src/boot";
import { loadConfigOrExit } from "../src/config";
import { createLogger } from "../src/logger";
import { timeZoneDataWarning } from "../src/services/scheduling/tz-data";
import { surviveDatabaseOutages } from "../src/process-guard";
import { stopOnSignals, timeLeft } from "../src/shutdown";
import { startWorkers } from "./runner";

/** The worker process: pg-boss jobs for calls, analysis, reports, e-mail and sweeps. */
const config = loadConfigOrExit();
const log = createLogger(config, "worker");
surviveDatabaseOutages(log);
const booted = await boot(config, log, "worker");
const workers = await startWorkers(booted.boss, booted.deps);
log.info("worker started");
const tzWarning = timeZoneDataWarning();
if (tzWarning) log.warn({ tz: process.versions.tz }, tzWarning);

// pg-boss stops fetching at once and waits for the jobs in hand; any still running when the grace
// period is nearly over are failed back to their queue (retried under their policy, and their
// side effects are idempotent). A job whose fetch was still in the air is put back untouched. Then
// this process leaves the liveness table and the pools close.
stopOnSignals(log, config.env.SHUTDOWN_GRACE_SECONDS, async (deadline) => {
  workers.stopTaking();
  await booted.boss.stop({ graceful: true, wait: true, timeout: timeLeft(deadline) });
  await workers.stop(Date.now() + timeLeft(deadline, 1));
  await booted.shutdown();
});
