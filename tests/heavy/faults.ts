import os from "node:os";
import { runFaults } from "../support/fault-run";
import { standaloneDatabase } from "../support/standalone-db";

/**
 * `npm run faults`: 200 simulated checks (FAULT_CHECKS) while the worker is killed -9 at a random
 * moment 2–15 s after each start (FAULT_KILL_EVERY_S="2-15") until 90% of the checks are finished,
 * and Postgres is restarted once mid-pipeline. Prints the outcome; exits 1 if any check did not
 * complete, any attempt was dialled or any report e-mailed twice, a worker crashed on its own, or
 * the web process died or did not answer again after the restart.
 *
 * Speed knobs are the product's own settings (bench/README.md): CALLS_PER_SECOND (10 here, the
 * product's default is 1 — a carrier account's rate) and WORKER_DEAD_AFTER_SECONDS (10 here, 30
 * by default); both can be overridden from the environment.
 */
const checks = Number(process.env.FAULT_CHECKS ?? 200);
const [killMin, killMax] = (process.env.FAULT_KILL_EVERY_S ?? "2-15").split("-").map(Number) as [
  number,
  number,
];
const knobs = {
  CALLS_PER_SECOND: process.env.CALLS_PER_SECOND ?? "10",
  WORKER_DEAD_AFTER_SECONDS: process.env.WORKER_DEAD_AFTER_SECONDS ?? "10",
};
console.log(
  `faults: ${checks} checks, worker kill -9 every ${killMin}–${killMax} s, ${JSON.stringify(knobs)}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const db = await standaloneDatabase(".data/heavy-postgres");
let ok = false;
try {
  const r = await runFaults({
    db,
    checks,
    killEveryMs: [killMin * 1000, killMax * 1000],
    restartPostgres: process.env.FAULT_PG_RESTART !== "false",
    timeoutMs: Number(process.env.FAULT_TIMEOUT_S ?? 900) * 1000,
    env: knobs,
    log: (l) => console.log(`  ${l}`),
  });
  console.log(`\nfaults: ${r.created} checks in ${r.seconds.toFixed(0)} s`);
  console.log(`  worker kill -9:        ${r.workerKills}`);
  console.log(
    `  worker crashes:        ${r.workerCrashes.length ? "\n    " + r.workerCrashes.join("\n    ") : "none"}`,
  );
  console.log(`  web process:           ${r.webExited ? "EXITED" : "alive throughout"}`);
  console.log(`  worker boot (median):  ${r.workerBootSeconds.toFixed(1)} s until it registered`);
  console.log(`  Postgres restarts:     ${r.postgresRestarts}`);
  console.log(
    `  web after restart:     ${r.webRecoverySeconds === null ? "NOT ANSWERING" : `answering again after ${r.webRecoverySeconds.toFixed(1)} s`}`,
  );
  console.log(`  create retries:        ${r.createRetries}`);
  console.log(`  final statuses:        ${JSON.stringify(r.statuses)}`);
  console.log(`  unfinished:            ${r.unfinished}`);
  console.log(`  done after last kill:  ${r.recoverySeconds.toFixed(0)} s`);
  const errors = Object.entries(r.errorLines).sort((a, b) => b[1] - a[1]);
  console.log(
    `  log lines ≥ warn:      ${
      errors.length
        ? "\n" +
          errors
            .slice(0, 15)
            .map(([m, n]) => `    ${n} × ${m}`)
            .join("\n")
        : "none"
    }`,
  );
  console.log(
    `  violations:            ${r.violations.length ? "\n    " + r.violations.slice(0, 30).join("\n    ") : "none"}`,
  );
  ok =
    r.unfinished === 0 &&
    r.violations.length === 0 &&
    r.statuses.completed === r.created &&
    r.workerKills > 0 &&
    r.workerCrashes.length === 0 &&
    !r.webExited &&
    (process.env.FAULT_PG_RESTART === "false" ||
      !db.embedded ||
      (r.postgresRestarts === 1 && r.webRecoverySeconds !== null));
  console.log(ok ? "faults: PASS" : "faults: FAIL");
} finally {
  await db.close();
}
// Exit only once the output is flushed (stdout may be a pipe).
process.stdout.write("", () => process.exit(ok ? 0 : 1));
