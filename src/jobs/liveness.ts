import { randomUUID } from "node:crypto";
import os from "node:os";
import type PgBoss from "pg-boss";
import { isConnectionError } from "../db/errors";
import type { Deps } from "../services/deps";
import { pgBossDb } from "./pgboss-db";

/**
 * Worker liveness: each worker process beats in `worker_processes` and leases the jobs it runs in
 * `job_leases`. When a process stops beating (kill -9, a lost dyno), another worker hands its
 * leased jobs back to the queue (pg-boss `fail`, so they are retried with the job's policy) after
 * WORKER_DEAD_AFTER_SECONDS, rather than after the job's expiry, which is minutes.
 *
 * Nobody is judged by a stale beat that an outage caused:
 * - while the Postgres server has been up for less than the dead-after period (it restarted, or
 *   failed over), no process counts as dead: every live one has had no time to beat again;
 * - a process whose own beat failed (it lost the database) judges nobody until it has beaten
 *   again without a gap for the whole period. A process that never lost the database (one just
 *   started, say, replacing a crashed one) may judge at once.
 */
export interface WorkerLiveness {
  readonly id: string;
  /** Records that this process runs the job (throws when the database does not answer). */
  claim(queue: string, jobId: string): Promise<void>;
  /** Drops the lease once the job's outcome is stored. */
  release(jobId: string): Promise<void>;
  /** One beat, then one reap if this process may judge others. Returns the job ids handed back. */
  tick(): Promise<string[]>;
  stop(): Promise<void>;
}

export function startLiveness(
  deps: Pick<Deps, "database" | "config" | "log">,
  boss: PgBoss,
  opts: {
    timers?: boolean;
    schema?: string;
    /** The queues this process's runner works (leased by it); see the unleased-job rule in reap. */
    queues?: string[];
  } = {},
): WorkerLiveness {
  const sql = deps.database.sql;
  const id = randomUUID();
  const deadAfter = deps.config.env.WORKER_DEAD_AFTER_SECONDS;
  const schema = opts.schema ?? "pgboss";
  const queues = opts.queues ?? [];
  let beatingSince: number | null = null;
  let lostDatabase = false;
  let running: Promise<string[]> | null = null;
  let stopped = false;

  async function beat() {
    await sql`
      insert into worker_processes (id, pid, host) values (${id}, ${process.pid}, ${os.hostname()})
      on conflict (id) do update set heartbeat_at = now()`;
  }

  async function reap(): Promise<string[]> {
    return sql.begin(async (tx) => {
      const leases = await tx<{ jobId: string; queue: string; workerId: string }[]>`
        with dead as (
          delete from worker_processes
          where heartbeat_at < now() - make_interval(secs => ${deadAfter})
            and pg_postmaster_start_time() < now() - make_interval(secs => ${deadAfter})
          returning id
        )
        delete from job_leases l
        where l.worker_id in (select id from dead)
           -- a lease whose process row is gone (it was judged dead while its lease was young)
           or (not exists (select 1 from worker_processes w where w.id = l.worker_id)
               and l.started_at < now() - make_interval(secs => ${deadAfter})
               and pg_postmaster_start_time() < now() - make_interval(secs => ${deadAfter}))
        returning l.job_id as "jobId", l.queue, l.worker_id as "workerId"`;
      // Only jobs still active are handed back: a job whose outcome was stored keeps it.
      const active: { id: string; name: string }[] = leases.length
        ? [
            ...(await tx<{ id: string; name: string }[]>`
            select id, name from ${tx(schema)}.job
            where id = any(${leases.map((l) => l.jobId)}::uuid[]) and state = 'active'
            for update skip locked`),
          ]
        : [];
      // A process killed between taking a job and writing its lease left no lease: an active job
      // of our queues that has had none for the whole dead-after period is handed back as well.
      if (queues.length)
        active.push(
          ...(await tx<{ id: string; name: string }[]>`
            select j.id, j.name from ${tx(schema)}.job j
            where j.name = any(${queues}::text[]) and j.state = 'active'
              and j.started_on < now() - make_interval(secs => ${deadAfter})
              and pg_postmaster_start_time() < now() - make_interval(secs => ${deadAfter})
              and not exists (select 1 from job_leases l where l.job_id = j.id)
            for update skip locked`),
        );
      const db = pgBossDb(tx);
      for (const j of active)
        await boss.fail(j.name, j.id, { message: "the worker process running it stopped" }, { db });
      if (active.length)
        deps.log.warn(
          {
            jobs: active.map((j) => `${j.name}:${j.id}`),
            workers: [...new Set(leases.map((l) => l.workerId))],
          },
          "handed back the jobs of worker processes that stopped",
        );
      return active.map((j) => j.id);
    });
  }

  async function tick(): Promise<string[]> {
    if (running) return running;
    running = (async () => {
      try {
        await beat();
        beatingSince ??= Date.now();
      } catch (err) {
        beatingSince = null;
        lostDatabase = true;
        if (!isConnectionError(err)) deps.log.error({ err }, "worker heartbeat failed");
        return [];
      }
      if (lostDatabase && Date.now() - beatingSince < deadAfter * 1000) return [];
      try {
        return await reap();
      } catch (err) {
        if (!isConnectionError(err)) deps.log.error({ err }, "handing back jobs of stopped workers failed");
        return [];
      }
    })().finally(() => (running = null));
    return running;
  }

  const timer =
    opts.timers === false
      ? undefined
      : setInterval(() => void tick(), Math.max(1000, (deadAfter * 1000) / 5)).unref();
  if (timer) void tick();

  return {
    id,
    async claim(queue, jobId) {
      await sql`
        insert into job_leases (job_id, queue, worker_id) values (${jobId}, ${queue}, ${id})
        on conflict (job_id) do update set worker_id = excluded.worker_id, started_at = now()`;
    },
    async release(jobId) {
      await sql`delete from job_leases where job_id = ${jobId} and worker_id = ${id}`.catch((err) => {
        // A lease left behind is harmless: its job is no longer active when it is reaped.
        if (!isConnectionError(err)) deps.log.error({ err, jobId }, "releasing a job lease failed");
      });
    },
    tick,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
      await sql`delete from worker_processes where id = ${id}`.catch(() => {});
    },
  };
}
