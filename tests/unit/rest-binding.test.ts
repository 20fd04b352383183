import { describe, expect, it } from "vitest";
import { accountsRoutes } from "../../src/http/rest/accounts";
import { adminRoutes } from "../../src/http/rest/admin";
import { dataRequestsRoutes } from "../../src/http/rest/data-requests";
import { devRoutes } from "../../src/http/rest/dev";
import { paymentsRoutes } from "../../src/http/rest/payments";
import { publicRoutes } from "../../src/http/rest/public";
import { publicApiRoutes } from "../../src/http/rest/public-api";
import { analyticsRoutes } from "../../src/http/rest/analytics";
import { freeCheckRoutes } from "../../src/http/rest/free-check";
import { leadsRoutes } from "../../src/http/rest/leads";
import { pricingRoutes } from "../../src/http/rest/pricing";
import { siteRoutes } from "../../src/http/rest/site";
import type { Binding } from "../../src/http/rest/binding";
import { appRouter } from "../../src/trpc/routers";

const rows: readonly Binding[] = [
  ...accountsRoutes,
  ...adminRoutes,
  ...dataRequestsRoutes,
  ...devRoutes,
  ...paymentsRoutes,
  ...publicRoutes,
  ...publicApiRoutes,
  ...analyticsRoutes,
  ...freeCheckRoutes,
  ...leadsRoutes,
  ...pricingRoutes,
  ...siteRoutes,
];

describe("REST binding tables", () => {
  it("name each route once, and every procedure is one of the app router's", () => {
    const keys = rows.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const procedures = new Set<unknown>(Object.values(appRouter._def.procedures));
    for (const r of rows) expect(procedures.has(r.procedure), r.key).toBe(true);
    expect(keys).toContain("POST /api/admin/maintenance");
  });

  it("hand every path parameter to the procedure's input", () => {
    for (const r of rows) {
      const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (!names.length) continue;
      const params = Object.fromEntries(names.map((n) => [n, `value-of-${n}`]));
      const input = r.input?.({ params, query: {}, body: {}, headers: {} });
      const values = Object.values(input && typeof input === "object" ? input : {});
      for (const n of names) expect(values, `${r.key} :${n}`).toContain(`value-of-${n}`);
    }
  });

  it("take the candidate's authorization token from the body only, never from a URL", () => {
    const authorizeRows = rows.filter((r) => r.url.startsWith("/api/authorize"));
    expect(authorizeRows.map((r) => r.key).sort()).toEqual([
      "POST /api/authorize",
      "POST /api/authorize/decline",
      "POST /api/authorize/references",
      "POST /api/authorize/report-copy",
      "POST /api/authorize/view",
    ]);
    for (const r of authorizeRows) {
      expect(r.url, r.key).not.toContain(":");
      const input = r.input?.({
        params: { token: "from-path" },
        query: { token: "from-query" },
        body: { token: "from-body" },
        headers: {},
      });
      expect(input, r.key).toMatchObject({ token: "from-body" });
    }
  });
});
