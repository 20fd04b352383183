import { startWeb } from "../tests/support/cluster";
import { createCheck, freeCheckRequest } from "../tests/support/payload";
import { standaloneDatabase } from "../tests/support/standalone-db";
const db = await standaloneDatabase(".data/bench-postgres");
const web = await startWeb("web", { DATABASE_URL: db.url, RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "info" });
const show = (h: Headers) => JSON.stringify([...h].filter(([k]) => !["date", "content-security-policy"].includes(k)));
try {
  const { id } = await createCheck(web.url, freeCheckRequest({ refs: 1 }));
  let etag = "";
  for (let i = 0; i < 4; i++) {
    const r = await fetch(`${web.url}/api/status/${id}`);
    etag = r.headers.get("etag")!;
    console.log(r.status, show(r.headers), (await r.text()).length);
    await new Promise((res) => setTimeout(res, 300));
  }
  for (let i = 0; i < 2; i++) { const r = await fetch(`${web.url}/api/status/${id}`, { headers: { "if-none-match": etag } }); console.log(r.status, show(r.headers)); }
  const r = await fetch(`${web.url}/api/status/${id}`, { headers: { host: "evil.example" } }); console.log(r.status, await r.text());
  console.log(web.lines.filter((l) => /"level":(40|50)/.test(l)).length, "warn lines");
} finally { await web.kill(); await db.close(); }
