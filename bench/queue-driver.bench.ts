import os from "node:os";
import PgBoss from "pg-boss";
import { createDatabase } from "../src/db/client";
import { pgBossDb } from "../src/jobs/pgboss-db";
import { nodePostgresDb } from "./lib/node-postgres-db";
import { standaloneDatabase } from "../tests/support/standalone-db";
import { report } from "./lib/report";

/**
 * pg-boss on the app's postgres.js pool (src/jobs/pgboss-db.ts) against pg-boss on its own
 * node-postgres pool, the way it ran before: the same database, 10 connections each, rounds of
 * BENCH_JOBS concurrent send + fetch + complete, alternating between the two so that the
 * machine's load falls on both alike. Target: the product's way is not slower (ratio ≥ 0.9).
 */
const jobsPerRound = Number(process.env.BENCH_JOBS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const load = os.loadavg()[0]!;
const store = await standaloneDatabase(".data/bench-postgres");
const database = createDatabase(store.url, { max: 10 });
const viaPostgresJs = new PgBoss({
  db: pgBossDb(database.sql),
  schema: "bench_js",
  supervise: false,
  schedule: false,
});
const nodePostgres = nodePostgresDb(store.url, 10);
const viaPg = new PgBoss({
  db: nodePostgres.db,
  schema: "bench_pg",
  supervise: false,
  schedule: false,
});
try {
  for (const b of [viaPostgresJs, viaPg]) {
    b.on("error", (e) => console.error(e));
    await b.start();
    await b.createQueue("q");
  }
  const round = async (b: PgBoss) => {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: jobsPerRound }, async (_, i) => {
        await b.send("q", { i });
        const [job] = await b.fetch("q");
        if (job) await b.complete("q", job.id, { ok: true });
      }),
    );
    return (jobsPerRound / (performance.now() - t0)) * 1000;
  };
  const js: number[] = [];
  const pg: number[] = [];
  await round(viaPostgresJs); // warm-up: connections open, statements prepared
  await round(viaPg);
  for (let r = 0; r < rounds; r++) {
    js.push(await round(viaPostgresJs));
    pg.push(await round(viaPg));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratio = median(js) / median(pg);
  report({
    name: `pg-boss send + fetch + complete, ${jobsPerRound} at once, median of ${rounds} rounds (load average ${load.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)})`,
    figures: { "jobs/s on the app's postgres.js pool": median(js) },
    baseline: { "jobs/s on node-postgres": median(pg) },
    ratio,
    targets: [
      { name: "not slower than node-postgres", ok: ratio >= 0.9, detail: `ratio ${ratio.toFixed(2)} ≥ 0.9` },
    ],
  });
} finally {
  await viaPostgresJs.stop({ graceful: false, wait: true }).catch(() => {});
  await viaPg.stop({ graceful: false, wait: true }).catch(() => {});
  await nodePostgres.close();
  await database.close();
  await store.close();
}
