import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable, type RouteEntry } from "../../src/http/route-table";
import { loggablePath } from "../../src/loggable-path";
import { startTestApp, type TestApp } from "../support/app";

/**
 * Issue 34 §4: the candidate's authorization token (and any other token in a path or query) never
 * reaches a log line or a span. Every route whose pattern carries a token-like parameter is called
 * with a marker token, as are the candidate's page and the tRPC query that takes the token, and no
 * line the web process wrote may contain it.
 */
const MARKER = "Zq7" + "x".repeat(37) + "M9k";
const SECRET_PARAM = /token|secret|code|key/i;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
let tokenRoutes: RouteEntry[];
beforeAll(async () => {
  t = await startTestApp({ logTo: sink, env: { LOG_LEVEL: "debug" } });
  tokenRoutes = routeTable(t.app).filter(
    (r) =>
      r.method !== "HEAD" && [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].some((m) => SECRET_PARAM.test(m[1]!)),
  );
});
afterAll(async () => t?.stop());

describe("tokens in logs and traces", () => {
  it("the loggable path is the route pattern, or the path without its query and opaque segments", () => {
    expect(loggablePath(`/authorize/${MARKER}`, "/authorize/:token")).toBe("/authorize/:token");
    expect(loggablePath(`/authorize/${MARKER}?x=1`, "/*")).toBe("/authorize/:redacted");
    expect(loggablePath(`/login/confirm?token=${MARKER}`)).toBe("/login/confirm");
    expect(loggablePath("/api/status/12")).toBe("/api/status/12");
  });

  it("no route that carries a token writes it to a log line", async () => {
    // The candidate's token travels in request bodies now: no API route takes it in its path.
    expect(tokenRoutes.filter((r) => r.url.startsWith("/api/authorize"))).toEqual([]);
    lines.length = 0;
    for (const r of tokenRoutes) {
      const path = r.url.replace(/:([A-Za-z0-9_]+)/g, (m, name: string) =>
        SECRET_PARAM.test(name) ? MARKER : "1",
      );
      const res = await fetch(`${t.url}${path}?token=${MARKER}`, {
        method: r.method,
        ...(r.method === "GET" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }),
      });
      expect(res.status, `${r.method} ${r.url}`).toBeLessThan(500);
    }
    // An old-form link to the candidate's page (the SPA's catch-all, or a 404 here), the routes that
    // take the token in their body, the old token-in-path API route (gone: 404), and the tRPC call.
    await fetch(`${t.url}/authorize/${MARKER}`);
    for (const path of ["view", "", "decline", "references", "report-copy"]) {
      const res = await fetch(`${t.url}/api/authorize${path && "/"}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: MARKER }),
      });
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await fetch(`${t.url}/api/authorize/${MARKER}`)).status).toBe(404);
    const input = encodeURIComponent(JSON.stringify({ json: { token: MARKER } }));
    await fetch(`${t.url}/trpc/authorization.get?input=${input}`);
    await new Promise((r) => setTimeout(r, 200));
    expect(lines.length).toBeGreaterThan(tokenRoutes.length);
    expect(lines.some((l) => l.includes('"url":"/api/authorize/view"'))).toBe(true);
    expect(lines.some((l) => l.includes('"url":"/authorize/:redacted"'))).toBe(true);
    expect(lines.filter((l) => l.includes(MARKER))).toEqual([]);
  });
});
