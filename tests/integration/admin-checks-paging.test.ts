/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, referenceChecks } from "../../src/db/schema";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { adminTrpc } from "../support/payments";

/** The checks list pages past its first 200 rows, says how many match, and finds a check by anything an operator has at hand. */
const TOKEN = "admin-token-paging-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
let target: { id: number; publicId: string };
const TOTAL = 230;

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
  // 229 checks in one statement, half of them created at the same instant (ties are broken by id).
  const same = new Date("2026-03-01T10:00:00.123Z");
  const rows = Array.from({ length: TOTAL - 1 }, (_, i) => ({
    publicId: `bulk${String(i).padStart(18, "0")}`,
    requesterEmail: `bulk${i}@example.com`,
    candidateName: `Bulk Candidate ${i}`,
    role: "Engineer",
    companyName: "Acme",
    reference1: { name: "x", phone: "+14155550000", relationship: "colleague" as const },
    status: "completed" as const,
    paymentStatus: "free" as const,
    createdAt: i % 2 ? same : new Date(same.getTime() - i * 1000),
  }));
  await t.deps.db.insert(referenceChecks).values(rows);
  const c = await insertCheck(
    t.deps,
    {
      candidateName: "Line\n=2+3",
      publicId: "-startsWithDashId00000",
      requesterEmail: "needle@example.com",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
    [{ name: "Harriet Quokka" }],
  );
  await t.deps.db.update(checkReferences).set({ phone: "+14155550199" });
  target = { id: c.id, publicId: c.publicId };
});
afterAll(async () => t?.stop());

const trpcChecks = async (input: Record<string, unknown>) =>
  (await adminTrpc(t, TOKEN, "admin.checks", input, "query")).data as any;

describe("checks list paging and search", () => {
  it("pages with a cursor to the last check and says how many match", async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await trpcChecks({ limit: 100, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(TOTAL);
      seen.push(...page.checks.map((c: any) => c.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen.at(-1)).toBe(target.id);
    // The REST list keeps its array body and carries the total and the cursor in headers.
    const res = await fetch(`${t.url}/api/admin/reference-checks`, { headers: auth });
    expect((await res.json()).length).toBe(200);
    expect(res.headers.get("x-total-count")).toBe(String(TOTAL));
    expect(res.headers.get("x-next-cursor")).toMatch(/^c\d+$/);
    const bad = await fetch(`${t.url}/api/admin/reference-checks?cursor=zzz`, { headers: auth });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("cursor: is not a cursor from the previous page");
  });

  it("finds a check by its id, status id, reference name and reference phone", async () => {
    for (const search of [
      String(target.id),
      `#${target.id}`,
      target.publicId.slice(0, 12),
      "harriet quo",
      "(415) 555-0199",
      "5550199",
    ]) {
      const page = await trpcChecks({ search });
      expect(
        page.checks.map((c: any) => c.id),
        search,
      ).toContain(target.id);
      expect(page.total, search).toBeLessThan(5);
    }
  });

  it("exports RFC 4180 CSV: one record per check, a BOM, formulas neutralised only in free text", async () => {
    const res = await fetch(`${t.url}/api/admin/export-csv?search=needle`, { headers: auth });
    const buf = Buffer.from(await res.arrayBuffer());
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString("utf8");
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.candidateName).toBe("Line\n=2+3");
    expect(rows[0]!.publicId).toBe("-startsWithDashId00000");
    expect(rows[0]!.id).toBe(String(target.id));
    // No line of the file starts a record with a formula.
    expect(text.split("\r\n").some((l) => /^=/.test(l))).toBe(false);
  });
});
