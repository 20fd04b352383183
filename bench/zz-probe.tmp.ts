import autocannon from "autocannon";
import { startWeb } from "/work/wt/perf/tests/support/cluster";
import { createCheck, freeCheckRequest } from "/work/wt/perf/tests/support/payload";
import { standaloneDatabase } from "/work/wt/perf/tests/support/standalone-db";
const db = await standaloneDatabase(".data/bench-postgres");
const web = await startWeb("web", { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "info" });
try {
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) ids.push((await createCheck(web.url, freeCheckRequest({ refs: 1 + (i % 3) }))).id);
  const r = await autocannon({ url: web.url, connections: 50, duration: Number(process.env.D ?? 4), requests: ids.map((id) => ({ method: "GET" as const, path: `/api/status/${id}` })) });
  console.log(JSON.stringify(r.statusCodeStats), r.errors, r.timeouts, r.non2xx, r.requests.average);
  const errs = web.lines.filter((l) => /"level":(40|50)/.test(l));
  console.log(errs.length, errs.slice(0, 3).join("\n").slice(0, 3000));
} finally { await web.kill(); await db.close(); }
