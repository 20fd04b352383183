import PgBoss from "pg-boss";
import { nodePostgresDb } from "./node-postgres-db";

/**
 * The pipeline bench's baseline: CHAINS chains of STAGES pg-boss jobs whose handlers do nothing
 * but enqueue the next stage, with the same pollers per queue as the worker. Prints chains/s.
 */
const CHAINS = Number(process.env.CHAINS);
const STAGES = Number(process.env.STAGES);
const CONCURRENCY = Number(process.env.WORKER_CONCURRENCY ?? 4);
const nodePostgres = nodePostgresDb(process.env.DATABASE_URL!, 4);
const boss = new PgBoss({ db: nodePostgres.db, schema: "noopbench" });
boss.on("error", () => {});
await boss.start();
let done = 0;
const started = Date.now();
const finished = new Promise<void>((resolve) => {
  void (async () => {
    for (let s = 0; s < STAGES; s++) {
      await boss.createQueue(`stage-${s}`);
      for (let i = 0; i < CONCURRENCY; i++)
        await boss.work<{ chain: number }>(
          `stage-${s}`,
          { batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (s + 1 < STAGES) await boss.send(`stage-${s + 1}`, job!.data);
            else if (++done === CHAINS) resolve();
          },
        );
    }
    for (let c = 0; c < CHAINS; c++) await boss.send("stage-0", { chain: c });
  })();
});
await finished;
const seconds = (Date.now() - started) / 1000;
console.log(`RESULT ${JSON.stringify({ seconds, perSecond: CHAINS / seconds })}`);
await boss.stop({ graceful: false, wait: false });
await nodePostgres.close();
process.exit(0);
