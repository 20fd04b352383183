import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/trpc/routers";
import { startTestApp, type TestApp } from "../support/app";

/**
 * Signing out of /admin refetches every operator query in one batched GET whose path names them
 * all. That request must be served, however many queries the console grows.
 */
const TOKEN = "admin-token-batch-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

type ProcDef = { _def: { type: "query" | "mutation" } };
const adminQueries = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcDef>)
  .filter(([path, p]) => path.startsWith("admin.") && p._def.type === "query")
  .map(([path]) => path);

/** Inputs for the queries that need one; the rest take none. */
const INPUTS: Record<string, unknown> = {
  "admin.reportFile": { id: 1 },
  "admin.checkDetail": { id: 1 },
  "admin.callingWindow": { phone: "+14155550123" },
  "admin.checkTurnaround": { id: 1 },
  "admin.refunds": { checkId: 1 },
  "admin.attentionNotes": { id: 1 },
};

describe("every operator query in one batch", () => {
  it("is served (no 414), each query answering in its slot", async () => {
    expect(adminQueries.length).toBeGreaterThan(15);
    const input = Object.fromEntries(
      adminQueries.map((p, i) => [i, superjson.serialize(INPUTS[p] ?? undefined)]),
    );
    const url = `${t.url}/trpc/${adminQueries.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    expect(adminQueries.join(",").length).toBeGreaterThan(200);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).not.toBe(414);
    const body = (await res.json()) as {
      result?: unknown;
      error?: { json: { data: { httpStatus: number } } };
    }[];
    expect(body).toHaveLength(adminQueries.length);
    for (const [i, slot] of body.entries()) {
      const path = adminQueries[i]!;
      if (path in INPUTS) expect(slot.error?.json.data.httpStatus ?? 200, path).toBeLessThan(500);
      else expect(slot.error, path).toBeUndefined();
    }
  });
});
