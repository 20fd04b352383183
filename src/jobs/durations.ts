import type { Sql } from "postgres";

/** Upper bounds (seconds) of the job-duration histogram's buckets; +Inf is added after them. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300] as const;

export type JobOutcome = "completed" | "failed";

/** The bucket a duration falls in: the smallest bound at or above it, else +Inf. */
export function bucketOf(seconds: number): number {
  return JOB_DURATION_BUCKETS.find((le) => seconds <= le) ?? Number.POSITIVE_INFINITY;
}

/** Counts one run of a job in its bucket (one upsert; concurrent workers add, never overwrite). */
export async function recordJobDuration(
  sql: Sql,
  queue: string,
  outcome: JobOutcome,
  seconds: number,
): Promise<void> {
  const d = Math.max(0, seconds);
  await sql`
    insert into job_durations (queue, outcome, le, runs, seconds)
    values (${queue}, ${outcome}, ${bucketOf(d)}, 1, ${d})
    on conflict (queue, outcome, le)
    do update set runs = job_durations.runs + 1, seconds = job_durations.seconds + excluded.seconds`;
}

export interface DurationHistogram {
  queue: string;
  outcome: string;
  /** Cumulative counts per bound, in JOB_DURATION_BUCKETS order, then +Inf. */
  cumulative: Array<{ le: number; runs: number }>;
  count: number;
  sum: number;
}

/** Every queue and outcome's histogram, cumulative as Prometheus reads it. */
export async function readJobDurations(sql: Sql): Promise<DurationHistogram[]> {
  const rows = await sql<
    { queue: string; outcome: string; le: number; runs: string | number; seconds: number }[]
  >`
    select queue, outcome, le, runs, seconds from job_durations order by queue, outcome, le`;
  const byKey = new Map<string, DurationHistogram & { perBucket: Map<number, number> }>();
  for (const r of rows) {
    const key = `${r.queue}\u0000${r.outcome}`;
    let h = byKey.get(key);
    if (!h) {
      h = { queue: r.queue, outcome: r.outcome, cumulative: [], count: 0, sum: 0, perBucket: new Map() };
      byKey.set(key, h);
    }
    const runs = Number(r.runs);
    h.perBucket.set(Number(r.le), runs);
    h.count += runs;
    h.sum += Number(r.seconds);
  }
  return [...byKey.values()].map(({ perBucket, ...h }) => {
    let running = 0;
    const cumulative = [...JOB_DURATION_BUCKETS, Number.POSITIVE_INFINITY].map((le) => {
      running += perBucket.get(le) ?? 0;
      return { le, runs: running };
    });
    return { ...h, cumulative };
  });
}
