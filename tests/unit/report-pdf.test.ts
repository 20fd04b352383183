import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  DISCLAIMER,
  LETTERS_THE_FONT_SPLITS,
  OCCASIONAL_SECTION,
  SECTION,
} from "../../src/services/reports/pdf/format";
import { summarizeCheck } from "../../src/services/reports/summary";
import { renderReport, type ReportDesign } from "../../src/services/reports/render";
import { BULLET_ADVANCE_EM } from "../../src/services/reports/pdf/theme";
import { popplerText } from "../support/pdf-layout";
import { pageImages } from "../support/pdf-pages";
import { popplerCrossCheck } from "../support/poppler";
import { sampleReportData } from "../support/report-fixture";

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

  it("leaves out an erased reference's words and analysis, says why, and shows a correction", async () => {
    const base = sampleReportData();
    const erasedAt = new Date("2026-03-03T15:00:00Z");
    const references = base.references.map((r) =>
      r.index === 2
        ? {
            ...r,
            name: "Erased reference",
            analysis: null,
            transcript: [],
            erased: { at: erasedAt, why: "request" as const },
          }
        : r.index === 1
          ? { ...r, corrections: [{ at: erasedAt, text: "Worked together four years, not three." }] }
          : r,
    );
    const data = { ...base, references, summary: summarizeCheck({ ...base, references }) };
    const { text } = await pdfText(await renderReport(design, data));
    expect(text).toContain(OCCASIONAL_SECTION.dataRights);
    expect(text).toContain("Erased at the reference's request on Mar 3, 2026");
    expect(text).toContain("Correction from Pat Kim");
    expect(text).toContain("Worked together four years, not three.");
    expect(text).not.toContain("Alex Morgan");
    expect(text).not.toContain("He was late to standup fairly often");
    expect(text).toContain(
      "1 reference's interview was erased at their request and is not part of the score.",
    );
    expect(text).not.toContain("not reached");
    expect(data.summary.interviewed).toBe(2);
  });

  it("renders to page images that are not blank", async () => {
    const pdf = await renderReport(design, sampleReportData());
    const { pages } = await pdfText(pdf);
    const images = await pageImages(pdf);
    expect(images).toHaveLength(pages);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const [i, img] of images.entries()) {
      expect(img.png.subarray(1, 4).toString()).toBe("PNG");
      // Text and rules cover a few percent of every page; a page drawn blank (a font that failed
      // to load, a page left white) has none.
      expect(img.ink, `page ${i + 1}`).toBeGreaterThan(0.02);
    }
    if (process.env.REPORT_OUT) {
      await mkdir(process.env.REPORT_OUT, { recursive: true });
      for (const [i, img] of images.entries())
        await writeFile(path.join(process.env.REPORT_OUT, `${design}-${i + 1}.png`), img.png);
    }
  });
});

describe("report text safety", () => {
  it("prints characters no embedded face has (emoji) as a placeholder, not an empty box", async () => {
    const data = sampleReportData();
    data.candidateName = "Zoë Ng 👍";
    const { text } = await pdfText(await renderReport("standard", data));
    expect(text).toContain("Zoë Ng ?");
  });

  it.each(["standard", "enhanced"] as ReportDesign[])(
    "%s: names in Greek, Hebrew, Arabic, Korean and Japanese extract back exactly",
    async (design) => {
      const names = ["Νίκος Παπαδόπουλος", "דוד לוי", "أحمد علي", "김민준", "さくら 佐藤", "Nguyễn Văn An"];
      // Read back in logical order: right-to-left names as typed, not as drawn.
      const base = sampleReportData();
      const references = base.references.map((r, i) => ({ ...r, name: names[i]! }));
      const facts = { ...base, candidateName: names.slice(3).join(" / "), references };
      const pdf = await renderReport(design, { ...facts, summary: summarizeCheck(facts) });
      const text = await popplerText(pdf);
      for (const name of names) expect(text, text.slice(0, 120)).toContain(name.normalize("NFC"));
      // Where poppler is installed, an independent reader agrees.
      const poppler = await popplerCrossCheck(pdf);
      if (poppler !== null) for (const name of names) expect(poppler).toContain(name.normalize("NFC"));
    },
    60_000,
  );

  it("Vietnamese letters with a dot below extract back exactly, before and after other reports", async () => {
    // The layout engine keeps one glyph object per glyph id for the whole process: one "ị" split
    // by the font used to make every later "i" read back as "ị". Render Vietnamese names
    // and plain reports one after the other, in both designs, and read each back with poppler.
    const names = ["Nguyễn Thị Minh Khai", "Trần Quốc Toản", "Lê Thị Hồng Gấm"];
    const candidate = "Phạm Thị Ngọc Ánh Ṣẹụ";
    const plainReport = async (design: ReportDesign) => {
      const plain = await popplerText(await renderReport(design, sampleReportData()));
      expect(plain).toContain("Reliable and trusted");
      expect(plain).not.toMatch(/[ịọẹụ]/);
    };
    const vietnameseReport = async (design: ReportDesign) => {
      const base = sampleReportData();
      const references = base.references.map((r, i) => ({ ...r, name: names[i]! }));
      const facts = { ...base, candidateName: candidate, references };
      const text = await popplerText(
        await renderReport(design, { ...facts, summary: summarizeCheck(facts) }),
      );
      for (const name of [...names, candidate]) expect(text, design).toContain(name.normalize("NFC"));
      // Names inside sentences (the summary compares references by name) read back too, and no
      // plain letter picked up a mark.
      expect(text).toContain(`about ${candidate} for the`);
      expect(text).not.toMatch(/Relịable|Thi |Ngoc /);
    };
    // Vietnamese after a plain report, and a plain report after Vietnamese, in both designs.
    await vietnameseReport("standard");
    await plainReport("standard");
    await plainReport("enhanced");
    await vietnameseReport("enhanced");
  }, 120_000);

  it("hangs bullets by the true width of the bullet in the embedded Latin face", () => {
    const require = createRequire(import.meta.url);
    for (const face of ["400Regular/NotoSans_400Regular.ttf", "700Bold/NotoSans_700Bold.ttf"]) {
      const font = fontkit.openSync(require.resolve(`@expo-google-fonts/noto-sans/${face}`));
      expect(font.glyphForCodePoint(0x2022).advanceWidth / font.unitsPerEm).toBe(BULLET_ADVANCE_EM);
    }
  });

  it("knows every precomposed letter the embedded Latin face splits into letter + mark", async () => {
    const require = createRequire(import.meta.url);
    const split = new Set<string>();
    for (const face of ["400Regular/NotoSans_400Regular.ttf", "700Bold/NotoSans_700Bold.ttf"]) {
      // A font object of its own: laying text out on the renderer's would change its glyph cache.
      const font = fontkit.openSync(require.resolve(`@expo-google-fonts/noto-sans/${face}`));
      for (const [from, to] of [
        [0xc0, 0x24f],
        [0x370, 0x3ff],
        [0x400, 0x52f],
        [0x1e00, 0x1fff],
      ] as const)
        for (let c = from; c <= to; c++) {
          const ch = String.fromCodePoint(c);
          if (ch.normalize("NFD") !== ch && font.hasGlyphForCodePoint(c) && font.layout(ch).glyphs.length > 1)
            split.add(ch);
        }
    }
    expect([...split].sort().join("")).toBe([...LETTERS_THE_FONT_SPLITS].sort().join(""));
  }, 60_000);
});
