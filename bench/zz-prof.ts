import autocannon from "autocannon";
import { startWeb } from "../tests/support/cluster";
import { standaloneDatabase } from "../tests/support/standalone-db";
const db = await standaloneDatabase(".data/bench-postgres");
const web = await startWeb("web", { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "100000000" });
const r = await fetch(`${web.url}/healthz`);
console.log([...r.headers].map(([k, v]) => `${k}: ${v.slice(0, 60)}`).join("\n"));
for (const c of [1, 100]) {
  const r2 = await autocannon({ url: `${web.url}/healthz`, connections: c, duration: 3 });
  console.log("healthz", c, r2.requests.average, r2.latency.p99, "errors", r2.errors, "resets?", r2.resets);
}
await web.kill("SIGINT");
await db.close();
