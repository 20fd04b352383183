import { runFaults } from "../support/fault-run";
import { standaloneDatabase } from "../support/standalone-db";

/**
 * `npm run faults`: 200 simulated checks (FAULT_CHECKS) while the worker is killed -9 every few
 * seconds and Postgres is restarted mid-run. Prints the outcome; exits 1 if any check did not
 * complete or any attempt was dialled, or any report e-mailed, twice.
 */
const checks = Number(process.env.FAULT_CHECKS ?? 200);
const db = await standaloneDatabase(".data/heavy-postgres");
let ok = false;
try {
  const r = await runFaults({
    db,
    checks,
    killEveryMs: [2_000, 8_000],
    restartPostgres: process.env.FAULT_PG_RESTART !== "false",
    timeoutMs: Number(process.env.FAULT_TIMEOUT_S ?? 1200) * 1000,
    log: (l) => console.log(`  ${l}`),
  });
  console.log(`\nfaults: ${r.created} checks in ${r.seconds.toFixed(0)} s`);
  console.log(`  worker kill -9:        ${r.workerKills}`);
  console.log(`  Postgres restarts:     ${r.postgresRestarts}`);
  console.log(`  create retries:        ${r.createRetries} (requests refused while Postgres restarted)`);
  console.log(`  final statuses:        ${JSON.stringify(r.statuses)}`);
  console.log(`  unfinished:            ${r.unfinished}`);
  console.log(
    `  violations:            ${r.violations.length ? "\n    " + r.violations.slice(0, 30).join("\n    ") : "none"}`,
  );
  ok =
    r.unfinished === 0 &&
    r.violations.length === 0 &&
    r.statuses.completed === r.created &&
    r.workerKills > 0;
  console.log(ok ? "faults: PASS" : "faults: FAIL");
} finally {
  await db.close();
}
// Exit only once the output is flushed (stdout may be a pipe).
process.stdout.write("", () => process.exit(ok ? 0 : 1));
