import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAnalytics, callLogs, reportFiles } from "../../src/db/schema";
import { referenceAnalysisSchema } from "../../src/services/analysis/schema";
import { getReportFile } from "../../src/services/reports/files";
import { SECTION } from "../../src/services/reports/pdf/format";
import { pdfText } from "../support/pdf";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

const textOf = pdfText;

describe("report files", () => {
  it("renders both designs in the worker and serves them under the spec's names", async () => {
    const payload = checkPayload({
      candidateName: "Morgan  Lee-Park",
      reference2: { name: "Voicemail Val", phone: uniquePhone(), relationship: "colleague" },
    });
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(201);
    const { referenceCheckId: id } = (await res.json()) as { referenceCheckId: number };

    expect(await getReportFile(t.deps, id, "standard")).toBeNull();
    await waitFor(
      async () =>
        (await t.deps.db.select().from(reportFiles).where(eq(reportFiles.referenceCheckId, id))).length === 2,
      120_000,
      "both report designs stored",
    );

    const standard = await getReportFile(t.deps, id, "standard");
    const enhanced = await getReportFile(t.deps, id, "enhanced");
    expect(standard!.fileName).toBe(`Reference_Report_Morgan_Lee-Park_${id}.pdf`);
    expect(enhanced!.fileName).toBe(`Beautiful_Report_Morgan_Lee-Park_${id}.pdf`);
    for (const file of [standard!, enhanced!]) {
      expect(file.content.subarray(0, 5).toString()).toBe("%PDF-");
      const text = await textOf(file.content);
      for (const heading of Object.values(SECTION)) expect(text).toContain(heading);
      expect(text).toContain("Voicemail Val");
      expect(text).toMatch(/Unreachable after 3 attempts/);
      expect(text).toContain("Pat Kim: Consent to record: given");
      expect(text).toMatch(/Hiring recommendation score|HIRING RECOMMENDATION SCORE/);
    }

    // The interviewed reference's analysis is stored with one call_analytics row per question.
    const [log] = await t.deps.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.referenceCheckId, id))
      .then((rows) => rows.filter((r) => r.outcome === "completed"));
    const analysis = referenceAnalysisSchema.parse(log!.aiAnalysis);
    expect(analysis.analyzer).toBe("offline");
    const rows = await t.deps.db.select().from(callAnalytics).where(eq(callAnalytics.callId, log!.id));
    expect(rows).toHaveLength(analysis.questions.length);
    expect(rows.map((r) => r.questionType)).toEqual(analysis.questions.map((q) => q.questionType));
    expect(rows.every((r) => r.responseWordCount > 0 && r.responseQuality! >= 1)).toBe(true);
  });

  it("answers null for a check without a report", async () => {
    expect(await getReportFile(t.deps, 987654, "enhanced")).toBeNull();
  });
});
