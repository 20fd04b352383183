import type pino from "pino";

/** What a process does when told to stop: everything it must finish, by `deadline` (epoch ms). */
export type ShutdownSteps = (deadline: number) => Promise<void>;

/** Seconds kept back from the grace period for closing pools and writing the last log line. */
export const CLOSE_MARGIN_SECONDS = 3;

/**
 * Runs `steps` once on SIGTERM or SIGINT and exits 0 when they finish. A platform sends SIGTERM
 * before replacing a process (Heroku waits 30 s, then SIGKILLs), so everything must be drained
 * within SHUTDOWN_GRACE_SECONDS: past that the process exits 1 and says so, rather than being
 * killed mid-write. A second signal does not start a second shutdown.
 */
export function stopOnSignals(log: pino.Logger, graceSeconds: number, steps: ShutdownSteps): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const deadline = started + graceSeconds * 1000;
    log.info({ signal, graceSeconds }, "shutting down");
    const overdue = setTimeout(() => {
      log.error({ graceSeconds }, "shutdown did not finish within SHUTDOWN_GRACE_SECONDS");
      process.exit(1);
    }, graceSeconds * 1000);
    overdue.unref();
    steps(deadline).then(
      () => {
        log.info({ ms: Date.now() - started }, "stopped cleanly");
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** Milliseconds left before `deadline`, keeping `marginSeconds` back (never below one second). */
export function timeLeft(deadline: number, marginSeconds = CLOSE_MARGIN_SECONDS): number {
  return Math.max(1000, deadline - Date.now() - marginSeconds * 1000);
}
