import { execSync } from "node:child_process";
import { startWeb } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
const db = await standaloneDatabase(".data/bench-postgres");
const web = await startWeb("web", { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "5", LOG_LEVEL: "info", TRUST_PROXY: "1" });
try {
  const { id } = await createCheck(web.url, freeCheckRequest({ refs: 1 }));
  for (let i = 0; i < 3; i++) { await (await fetch(`${web.url}/api/status/${id}`, {headers: {"x-forwarded-for": "10.0.0.1"}})).text(); await new Promise((r) => setTimeout(r, 300)); }
  const c = (args: string) => console.log(execSync(`curl -s -o /dev/null -w '%{http_code} ' ${args} ${web.url}/api/status/${id}`).toString());
  c("-H 'host: evil.example'");
  c("-H 'x-forwarded-host: evil.example'");
  for (let i = 0; i < 4; i++) c("-H 'x-forwarded-for: 10.0.0.2'");
  c("-H 'x-forwarded-for: 10.0.0.1'");
  c("-H 'x-forwarded-for: 10.0.0.3, 10.0.0.1'");
  c("");
} finally { await web.kill(); await db.close(); }
