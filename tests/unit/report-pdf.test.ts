import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { DISCLAIMER, SECTION } from "../../src/services/reports/pdf/format";
import { renderReport, type ReportDesign } from "../../src/services/reports/render";
import { sampleReportData } from "../support/report-fixture";

const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

describe.each(["standard", "enhanced"] as ReportDesign[])("the %s report", (design) => {
  it("holds every section, with quoted evidence, the score, consent and the unreached reference", async () => {
    const data = sampleReportData({ unreached: true });
    const pdf = await renderReport(design, data);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await pdfText(pdf);
    for (const heading of Object.values(SECTION)) expect(text).toContain(heading);
    expect(text).toContain("Jordan Rivera");
    expect(text).toContain(`${data.summary.score!.toFixed(1)}/10`);
    expect(text).toContain(data.summary.verdict);
    for (const reason of data.summary.reasoning.slice(0, 2)) expect(text).toContain(reason);
    // Every flag with its quote.
    for (const f of data.summary.flags) expect(text).toContain(f.evidence);
    expect(text).toContain("YELLOW");
    expect(text).toContain("GREEN");
    // Per-reference assessments and transcripts.
    expect(text).toContain("Reference 1: Pat Kim");
    expect(text).toContain("Interviewer (AI):");
    expect(text).toContain("I was her direct manager at Northwind for a little over three years");
    // Consent record and the reference that could not be reached, with why.
    expect(text).toContain("Pat Kim: Consent to record: given");
    expect(text).toContain("Yes, that's fine, go ahead.");
    expect(text).toContain("Chris Voicemail");
    expect(text).toContain("Unreachable after 3 attempts (last: voicemail).");
    expect(text).toContain("Attempt 3:");
    expect(text).toContain(DISCLAIMER[0]!.slice(0, 80));
  });

  it("renders to page images that are not blank", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), `report-${design}-`));
    try {
      const pdf = await renderReport(design, sampleReportData());
      const { pages } = await pdfText(pdf);
      await writeFile(path.join(dir, "r.pdf"), pdf);
      await run("pdftoppm", ["-png", "-r", "40", path.join(dir, "r.pdf"), path.join(dir, "page")]);
      const images = (await readdir(dir)).filter((f) => f.endsWith(".png"));
      expect(images).toHaveLength(pages);
      expect(pages).toBeGreaterThanOrEqual(3);
      for (const img of images) {
        const png = await readFile(path.join(dir, img));
        expect(png.subarray(1, 4).toString()).toBe("PNG");
        expect(png.length).toBeGreaterThan(3000);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("report text safety", () => {
  it("prints characters the built-in fonts lack as a placeholder, not garbage", async () => {
    const data = sampleReportData();
    data.candidateName = "Zoë Ng 👍";
    const { text } = await pdfText(await renderReport("standard", data));
    expect(text).toContain("Zoë Ng ?");
  });
});
