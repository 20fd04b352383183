import { boot } from "../src/boot";
import { loadConfigOrExit } from "../src/config";
import { createLogger } from "../src/logger";
import { startWorkers } from "./runner";

/** The worker process: pg-boss jobs for calls, analysis, reports, e-mail and sweeps. */
const config = loadConfigOrExit();
const log = createLogger(config, "worker");
const booted = await boot(config, log, "worker");
await startWorkers(booted.boss, booted.deps);
log.info("worker started");

let stopping = false;
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ sig }, "worker shutting down (finishing active jobs)");
    await booted.shutdown();
    process.exit(0);
  });
