import type pino from "pino";
import { isConnectionError } from "./db/errors";

/**
 * A library may store a result without awaiting it (pg-boss did so for a job's completion until
 * patches/pg-boss+10.4.2.patch sent that failure to its 'error' event), so while Postgres restarts
 * a rejected promise can reach the top level, and Node would end the process.
 * A lost connection is not a reason to die (the pools reconnect and the job's lease or expiry
 * hands it back): it is logged. Any other unhandled rejection still ends the process.
 */
export function surviveDatabaseOutages(log: pino.Logger): void {
  process.on("unhandledRejection", (reason) => {
    if (isConnectionError(reason)) {
      log.warn({ err: reason }, "database unreachable (unhandled rejection ignored)");
      return;
    }
    log.fatal({ err: reason }, "unhandled rejection");
    process.exit(1);
  });
}
