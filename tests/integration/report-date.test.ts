import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getReportFile } from "../../src/services/reports/files";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import { postJson } from "../support/payments";
import { pdfText } from "../support/pdf";

/**
 * A demo's report is dated the day it is delivered, even when its simulated calls are dated on the
 * simulated clock past a holiday: submitted on Thanksgiving, delivered on Thanksgiving, the report
 * says Thanksgiving (not the Friday or Monday its simulated calls are placed on).
 */
const THANKSGIVING = Date.parse("2026-11-26T14:36:00Z");
const started = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, now: () => new Date(THANKSGIVING + (Date.now() - started)) });
});
afterAll(async () => t?.stop());

describe("the report's date", () => {
  it("is the delivery date, not the simulated clock's", async () => {
    const email = `report.date.${Date.now()}@example.com`;
    const res = await postJson(t, "/api/reference-checks", checkPayload({ requesterEmail: email }));
    expect(res.status).toBe(201);
    const { referenceCheckId } = (await res.json()) as { referenceCheckId: number };
    const file = await waitFor(() => getReportFile(t.deps, referenceCheckId, "standard"), 90_000, "report");
    const text = (await pdfText(file.content)).replace(/\s+/g, " ");
    expect(text).toContain("(simulated demo call, on the simulated clock)");
    expect(text).toMatch(/prepared by RefLine on November 26, 2026 for/);
  });
});
