import { boot } from "../src/boot";
import { loadConfigOrExit } from "../src/config";
import { createLogger } from "../src/logger";
import { surviveDatabaseOutages } from "../src/process-guard";
import { startWorkers } from "./runner";

/** The worker process: pg-boss jobs for calls, analysis, reports, e-mail and sweeps. */
const config = loadConfigOrExit();
const log = createLogger(config, "worker");
surviveDatabaseOutages(log);
const booted = await boot(config, log, "worker");
const workers = await startWorkers(booted.boss, booted.deps);
log.info("worker started");

let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ sig }, "worker shutting down (finishing active jobs)");
    // Jobs finish under their leases; then this process leaves the liveness table; then the pools close.
    await booted.boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
    await workers.stop();
    await booted.shutdown();
    process.exit(0);
  });
