import { startWeb, startWorker, type Proc } from "./cluster";
import { checkStatuses, deliveryViolations } from "./invariants";
import { createCheck, freeCheckRequest } from "./payload";
import postgres from "postgres";
import type { StandaloneDb } from "./standalone-db";

export interface FaultRunOptions {
  db: StandaloneDb;
  checks: number;
  /** A worker is killed with SIGKILL after a random pause in this range (ms), then replaced. */
  killEveryMs: [number, number];
  /** Restart Postgres once, when half the checks have been created. */
  restartPostgres: boolean;
  timeoutMs: number;
  log?: (line: string) => void;
}

export interface FaultRunResult {
  created: number;
  statuses: Record<string, number>;
  workerKills: number;
  postgresRestarts: number;
  createRetries: number;
  seconds: number;
  violations: string[];
  unfinished: number;
}

/**
 * Simulated checks while the worker is killed -9 at random moments (and Postgres restarted once):
 * afterwards every check must be completed and the tables must show no dial and no e-mail twice.
 * Reads only tables and the public REST API, so it holds whatever the pipeline's internals become.
 */
export async function runFaults(o: FaultRunOptions): Promise<FaultRunResult> {
  const log = o.log ?? (() => {});
  const started = Date.now();
  const env = {
    DATABASE_URL: o.db.url,
    SIM_TIME_SCALE: "0.003",
    RATE_LIMIT_PER_MINUTE: "1000000",
    FREE_CHECK_IP_DAILY_LIMIT: "1000000",
    FREE_CHECK_EMAIL_LIMIT: "1000000",
    DATABASE_POOL_MAX: "8",
  };
  const web = await startWeb("web", env);
  const sql = postgres(o.db.url, { max: 2, onnotice: () => {} });
  let worker: Proc = startWorker("worker", env);
  let kills = 0;
  let restarts = 0;
  let createRetries = 0;
  let stopKilling = false;

  const killer = (async () => {
    while (!stopKilling) {
      const [min, max] = o.killEveryMs;
      await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
      if (stopKilling) break;
      worker.child.kill("SIGKILL");
      await worker.exited;
      kills++;
      worker = startWorker("worker", env);
    }
  })();

  const created: number[] = [];
  try {
    for (let i = 0; i < o.checks; i++) {
      if (o.restartPostgres && i === Math.floor(o.checks / 2) && o.db.embedded) {
        log(`restarting Postgres after ${i} checks`);
        await o.db.embedded.restart();
        restarts++;
      }
      // Every check has a cooperative first reference; some also have one that reaches voicemail
      // (three attempts) or a third reference, so retries and multi-reference reports are exercised.
      const refs = 1 + (i % 3);
      const names = ["Pat Kim", i % 5 === 0 ? "Voicemail Val" : "Casey Moore", "Robin Park"];
      const body = freeCheckRequest({ refs, names });
      for (let attempt = 1; ; attempt++) {
        try {
          created.push((await createCheck(web.url, body)).referenceCheckId);
          break;
        } catch (err) {
          // While Postgres restarts a request may fail; a requester would press the button again.
          if (attempt >= 30) throw err;
          createRetries++;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      if (i % 20 === 19) log(`${i + 1} checks created, ${kills} worker kills so far`);
    }

    // Keep killing for a while after the last check is in, then let the pipeline recover: jobs a
    // killed worker held are retried once they expire (minutes), so the wait covers that.
    setTimeout(() => (stopKilling = true), 30_000).unref();
    const end = Date.now() + o.timeoutMs;
    let unfinished = created.length;
    let waited = 0;
    while (Date.now() < end) {
      try {
        const [row] =
          await sql`select count(*)::int as n from reference_checks where status not in ('completed', 'failed')`;
        unfinished = row!.n as number;
      } catch {
        // the database is restarting
      }
      if (unfinished === 0) break;
      if (++waited % 15 === 0)
        log(
          `waiting: ${unfinished} unfinished, ${JSON.stringify(await checkStatuses(sql).catch(() => ({})))}, ${kills} kills`,
        );
      await new Promise((r) => setTimeout(r, 1000));
    }
    stopKilling = true;
    await killer;
    return {
      created: created.length,
      statuses: await checkStatuses(sql),
      workerKills: kills,
      postgresRestarts: restarts,
      createRetries,
      seconds: (Date.now() - started) / 1000,
      violations: await deliveryViolations(sql),
      unfinished,
    };
  } finally {
    stopKilling = true;
    await killer.catch(() => {});
    await worker.kill("SIGKILL");
    await web.kill();
    await sql.end();
  }
}
