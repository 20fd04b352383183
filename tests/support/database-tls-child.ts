import { loadConfig } from "../../src/config";
import { connectDatabase } from "../../src/db/connect";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";

/**
 * Run by tests/integration/database-tls.test.ts as its own process, so that node reads the
 * environment it was started with (NODE_EXTRA_CA_CERTS is read once, at start): connects the way
 * the web and worker processes do (DATABASE_URL, DATABASE_SSL), starts pg-boss on that pool,
 * enqueues a job, and prints whether every connection of the database is encrypted.
 */
try {
  const config = loadConfig(process.env);
  const database = await connectDatabase(config, { max: 3 });
  const boss = await startBoss(database.sql, { role: "web" });
  const job = await new JobQueue(boss).send(jobs.sweep, {}, { singletonKey: `tls-child-${process.pid}` });
  const connections = await database.sql<{ ssl: boolean; n: number }[]>`
    select s.ssl, count(*)::int as n from pg_stat_activity a join pg_stat_ssl s using (pid)
    where a.datname = current_database() and a.application_name = 'refline' group by 1`;
  await boss.stop({ graceful: false, wait: true });
  await database.close();
  console.log(JSON.stringify({ job: Boolean(job), connections: [...connections] }));
} catch (err) {
  console.error(`FAILED: ${(err as Error).message}`);
  process.exitCode = 1;
}
