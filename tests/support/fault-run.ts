import { startWeb, startWorker, type Proc } from "./cluster";
import { checkStatuses, deliveryViolations } from "./invariants";
import { createCheck, freeCheckRequest } from "./payload";
import postgres from "postgres";
import type { StandaloneDb } from "./standalone-db";

export interface FaultRunOptions {
  db: StandaloneDb;
  checks: number;
  /**
   * Once a worker is up (it has registered in worker_processes), it is killed with SIGKILL after
   * a random pause in this range (ms), then replaced; this goes on until `killUntil` of the checks
   * are finished, so kills land in every stage of the pipeline.
   */
  killEveryMs: [number, number];
  /** Fraction of checks finished after which the killing stops (default 0.9). */
  killUntil?: number;
  /** Restart Postgres once, when a quarter of the checks are finished (mid-pipeline). */
  restartPostgres: boolean;
  timeoutMs: number;
  /**
   * The product's own settings that make the drill shorter (documented in bench/README.md):
   * the dial rate, how soon a silent worker's jobs are handed back, the simulated call pace.
   */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface FaultRunResult {
  created: number;
  statuses: Record<string, number>;
  workerKills: number;
  /** Worker exits nobody asked for (a crash): each is a product bug. */
  workerCrashes: string[];
  /** The web process must live through everything. */
  webExited: boolean;
  postgresRestarts: number;
  /** Seconds until the web process answered a status request again after the restart. */
  webRecoverySeconds: number | null;
  /** Seconds from a worker's start until it registered, median. */
  workerBootSeconds: number;
  createRetries: number;
  seconds: number;
  /** Seconds from the last kill until every check was finished. */
  recoverySeconds: number;
  violations: string[];
  unfinished: number;
  /** Warn- and error-level log lines of every process, by message. */
  errorLines: Record<string, number>;
}

/**
 * Simulated checks while the worker is killed -9 at random moments (and Postgres restarted once):
 * afterwards every check must be completed and the tables must show no dial and no e-mail twice.
 * Reads only tables and the public REST API, so it holds whatever the pipeline's internals become.
 *
 * The worker runs under a supervisor, as on a platform: whenever it exits it is started again,
 * but an exit the drill did not cause is recorded as a crash.
 */
export async function runFaults(o: FaultRunOptions): Promise<FaultRunResult> {
  const log = o.log ?? (() => {});
  const started = Date.now();
  const env = {
    DATABASE_URL: o.db.url,
    SIM_TIME_SCALE: "0.003",
    DATABASE_POOL_MAX: "8",
    ...o.env,
  };
  const web = await startWeb("web", env);
  let webExited = false;
  void web.exited.then(() => (webExited = true));
  // The simulated carrier lives in the web process: the worker dials it at PUBLIC_BASE_URL.
  const workerEnv = { ...env, PUBLIC_BASE_URL: web.url };
  const sql = postgres(o.db.url, { max: 2, onnotice: () => {} });
  const procs: Proc[] = [web];
  const crashes: string[] = [];
  let kills = 0;
  let lastKillAt = Date.now();
  let restarts = 0;
  let createRetries = 0;
  let stopKilling = false;
  let stopping = false;
  let worker!: Proc;

  const launch = () => {
    const p = startWorker(`worker.${procs.length}`, workerEnv);
    procs.push(p);
    worker = p;
    void p.exited.then((code) => {
      if (stopping || p.child.signalCode === "SIGKILL") return;
      crashes.push(`${p.name} exited with ${code}: ${p.lines.slice(-5).join(" | ").slice(0, 600)}`);
      log(`${p.name} exited on its own (${code}); starting another`);
      if (worker === p) launch();
    });
  };
  launch();

  const boots: number[] = [];
  /** Resolves when the process has registered in worker_processes (true) or exited (false). */
  const up = async (p: Proc): Promise<boolean> => {
    const t0 = Date.now();
    while (p.child.exitCode === null && p.child.signalCode === null && !stopKilling) {
      const rows = await sql`select 1 from worker_processes where pid = ${p.pid}`.catch(() => []);
      if (rows.length) {
        boots.push((Date.now() - t0) / 1000);
        return true;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    return false;
  };
  const killer = (async () => {
    while (!stopKilling) {
      const victim = worker;
      if (!(await up(victim))) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      const [min, max] = o.killEveryMs;
      await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
      if (stopKilling || victim !== worker) continue;
      victim.child.kill("SIGKILL");
      await victim.exited;
      kills++;
      lastKillAt = Date.now();
      launch();
    }
  })();

  const created: number[] = [];
  const publicIds: string[] = [];
  try {
    for (let i = 0; i < o.checks; i++) {
      // Every check has a cooperative first reference; some also have one that reaches voicemail
      // (three attempts) or a third reference, so retries and multi-reference reports are exercised.
      const refs = 1 + (i % 3);
      const names = ["Pat Kim", i % 5 === 0 ? "Voicemail Val" : "Casey Moore", "Robin Park"];
      const body = freeCheckRequest({ refs, names });
      for (let attempt = 1; ; attempt++) {
        try {
          const c = await createCheck(web.url, body);
          created.push(c.referenceCheckId);
          publicIds.push(c.id);
          break;
        } catch (err) {
          // While Postgres restarts a request may fail; a requester would press the button again.
          if (attempt >= 30) throw err;
          createRetries++;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      if (i % 20 === 19)
        log(
          `${i + 1} checks created, ${kills} worker kills so far, ${JSON.stringify(await checkStatuses(sql).catch(() => ({})))}`,
        );
    }

    // Kill until most checks are finished (so kills land in every stage), restart Postgres once
    // mid-pipeline, then let the pipeline recover: jobs a killed worker held go back to the queue
    // once it has been silent for WORKER_DEAD_AFTER_SECONDS.
    const end = Date.now() + o.timeoutMs;
    let unfinished = created.length;
    let waited = 0;
    let webRecoverySeconds: number | null = null;
    while (Date.now() < end) {
      try {
        const [row] =
          await sql`select count(*)::int as n from reference_checks where status not in ('completed', 'failed')`;
        unfinished = row!.n as number;
      } catch {
        // the database is restarting
      }
      const finished = created.length - unfinished;
      if (!stopKilling && finished >= created.length * (o.killUntil ?? 0.9)) {
        stopKilling = true;
        log(`${finished} checks finished: no more kills (${kills} so far)`);
      }
      if (o.restartPostgres && !restarts && o.db.embedded && finished >= created.length / 4) {
        log(`restarting Postgres with ${finished} checks finished`);
        const t0 = Date.now();
        const [before] = await sql`select pg_postmaster_start_time() as at`;
        await o.db.embedded.restart();
        const [after] = await sql`select pg_postmaster_start_time() as at`;
        if (String(before!.at) === String(after!.at)) throw new Error("Postgres did not restart");
        restarts++;
        log(`Postgres back after ${((Date.now() - t0) / 1000).toFixed(1)} s (a new server process)`);
        webRecoverySeconds = await webAnswers(web.url, publicIds[0]!, 60_000);
        log(`web answers again ${webRecoverySeconds?.toFixed(1) ?? "never (60 s)"} s after the restart`);
      }
      if (unfinished === 0 && stopKilling) break;
      if (++waited % 15 === 0)
        log(
          `waiting: ${unfinished} unfinished, ${JSON.stringify(await checkStatuses(sql).catch(() => ({})))}, ${kills} kills`,
        );
      if (waited % 60 === 0 && unfinished <= 5)
        log(`still unfinished:\n${await unfinishedReport(sql).catch((e) => String(e))}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    stopKilling = true;
    await killer;
    if (unfinished > 0) log(`unfinished checks:\n${await unfinishedReport(sql)}`);
    return {
      created: created.length,
      statuses: await checkStatuses(sql),
      workerKills: kills,
      workerCrashes: crashes,
      webExited,
      postgresRestarts: restarts,
      webRecoverySeconds,
      workerBootSeconds: boots.sort((a, b) => a - b)[Math.floor(boots.length / 2)] ?? NaN,
      createRetries,
      seconds: (Date.now() - started) / 1000,
      recoverySeconds: (Date.now() - lastKillAt) / 1000,
      violations: await deliveryViolations(sql),
      unfinished,
      errorLines: errorLines(procs),
    };
  } finally {
    stopping = true;
    stopKilling = true;
    await killer.catch(() => {});
    await worker.kill("SIGKILL");
    await web.kill();
    await sql.end();
  }
}

/** Seconds until GET /api/status/{id} answers 200 again, or null. */
async function webAnswers(url: string, id: string, timeoutMs: number): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    const res = await fetch(`${url}/api/status/${id}`).catch(() => null);
    if (res?.ok) return (Date.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/** Log lines of the processes at warn level or above (pino ≥ 40) and any non-JSON line, by message. */
function errorLines(procs: Proc[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of procs)
    for (const l of p.lines) {
      if (!l.trim()) continue;
      let msg: string | undefined;
      try {
        const j = JSON.parse(l) as { level?: number; msg?: string; err?: { message?: string } };
        if ((j.level ?? 0) >= 40)
          msg = `${(j.level ?? 0) >= 50 ? "ERROR" : "warn"} ${j.msg}${j.err?.message ? `: ${j.err.message}` : ""}`;
      } catch {
        msg = l.trim();
      }
      if (msg) {
        const key = `${p.name.split(".")[0]}: ${msg.slice(0, 140)}`;
        out[key] = (out[key] ?? 0) + 1;
      }
    }
  return out;
}

/** Where each unfinished check stands: its references and the jobs about it. */
async function unfinishedReport(sql: postgres.Sql): Promise<string> {
  const rows = await sql`
    select c.id, c.status, c.payment_status,
      (select string_agg(r.reference_index || ':' || r.status || '/' || r.attempts_made, ' ')
         from check_references r where r.reference_check_id = c.id) as refs,
      (select string_agg(j.name || ':' || j.state || '#' || j.retry_count, ' ')
         from pgboss.job j where (j.data->>'checkId')::int = c.id) as jobs,
      (select string_agg(l.attempt_key || ':' || l.status, ' ')
         from call_logs l where l.reference_check_id = c.id) as calls
    from reference_checks c where c.status not in ('completed', 'failed') order by c.id limit 20`;
  return rows
    .map(
      (r) =>
        `    check ${r.id} ${r.status}/${r.payment_status} refs ${r.refs}\n      jobs ${r.jobs}\n      calls ${r.calls}`,
    )
    .join("\n");
}
