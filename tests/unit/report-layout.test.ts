import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import type { ReportData } from "../../src/services/reports/data";
import { renderReport, type ReportDesign } from "../../src/services/reports/render";
import { summarizeCheck } from "../../src/services/reports/summary";
import { overlappingWords, pdfLayout, wordsOffPage, type PageLayout } from "../support/pdf-layout";
import { sampleReportData } from "../support/report-fixture";

/**
 * The pages as a reader sees them, read back by pdf.js: no two words drawn over each other, no
 * text off the page, and no page left mostly blank except the last. Reports of 1, 2 and 3
 * references with 8-minute transcripts, long names and long answers.
 */
const LONG_NAMES = [
  "Maximiliana Alexandrovna Worthington-Castellanos",
  "Bartholomew Jean-Christophe Okonkwo-Vanderbilt",
  "Anneliese Fitzgerald-Montgomery de la Fuente",
];
const LONG_ANSWER =
  " On top of that, when the quarter-end close slipped because an upstream vendor changed its file format without notice, she rebuilt the import pipeline over a weekend, wrote the runbook the support team still uses, and walked the auditors through every reconciled line item on the Monday morning, which is why the finance director asked for her by name on the next project.";

function reportOf(count: number): ReportData {
  const base = sampleReportData();
  const references = base.references.slice(0, count).map((r, i) => ({
    ...r,
    name: LONG_NAMES[i]!,
    transcript: r.transcript.map((turn) =>
      turn.speaker === "reference" ? { ...turn, text: turn.text + LONG_ANSWER } : turn,
    ),
  }));
  const facts = { ...base, candidateName: "Jordan Alexander Rivera-Montgomery", references };
  return { ...facts, summary: summarizeCheck(facts) };
}

// Page geometry of both designs: text starts about 36-40 pt from the top, the footer sits in the
// bottom 50 pt.
const TOP = 36;
const FOOTER = 50;

/** How much of the page's body height its text reaches down to (0…1). */
function fill(page: PageLayout): number {
  const body = page.words.filter((w) => w.yMax < page.height - FOOTER);
  if (!body.length) return 0;
  return (Math.max(...body.map((w) => w.yMax)) - TOP) / (page.height - FOOTER - TOP);
}

describe.each(["standard", "enhanced"] as ReportDesign[])("%s report layout", (design) => {
  it.each([1, 2, 3])(
    "with %i reference(s): nothing overprinted, nothing off the page, no mostly blank page",
    async (count) => {
      const data = reportOf(count);
      const pages = await pdfLayout(await renderReport(design, data));
      const transcriptWords = data.references.reduce(
        (n, r) => n + r.transcript.reduce((m, t) => m + t.text.split(/\s+/).length, 0),
        0,
      );
      // The transcripts really are long: about 8 minutes of speech each (150 words a minute).
      expect(transcriptWords / count).toBeGreaterThan(1200);
      const problems: string[] = [];
      pages.forEach((page, i) => {
        for (const [a, b] of overlappingWords(page).slice(0, 3))
          problems.push(`page ${i + 1}: "${a.text}" overlaps "${b.text}" at y=${a.yMin.toFixed(1)}`);
        for (const w of wordsOffPage(page).slice(0, 3))
          problems.push(`page ${i + 1}: "${w.text}" off the page`);
        const share = fill(page);
        if (i < pages.length - 1 && share < 1 / 3)
          problems.push(`page ${i + 1} of ${pages.length} is only ${(share * 100).toFixed(0)}% full`);
      });
      console.log(
        `${design}, ${count} reference(s): ${pages.length} pages, fill ${pages.map((p) => fill(p).toFixed(2)).join(" ")}`,
      );
      expect(problems).toEqual([]);
      // Every reference's name and last answer made it onto the pages.
      const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join(" ");
      for (const r of data.references) expect(text).toContain(r.name);
      expect(text.replace(/\s+/g, " ")).toContain("asked for her by name on the next project.");
    },
    120_000,
  );
});

describe("the overlap check itself", () => {
  it("finds words drawn over each other and text off the page", () => {
    const page: PageLayout = {
      width: 612,
      height: 792,
      lines: [],
      words: [
        { xMin: 40, yMin: 100, xMax: 80, yMax: 110, text: "first" },
        { xMin: 60, yMin: 104, xMax: 100, yMax: 114, text: "second" },
        { xMin: 40, yMin: 120, xMax: 80, yMax: 130, text: "apart" },
        { xMin: 600, yMin: 140, xMax: 640, yMax: 150, text: "outside" },
      ],
    };
    expect(overlappingWords(page).map(([a, b]) => [a.text, b.text])).toEqual([["first", "second"]]);
    expect(wordsOffPage(page).map((w) => w.text)).toEqual(["outside"]);
  });
});

describe("the page reader", () => {
  it("sees words drawn over each other and off the page in a real PDF, and where the rest sit", async () => {
    const at = (left: number, top: number, text: string) =>
      h(Text, { style: { position: "absolute", left, top, width: 200, fontSize: 12 } }, text);
    const pdf = await renderToBuffer(
      h(
        Document,
        null,
        h(
          Page,
          { size: "A4" },
          at(40, 100, "Overprinted first"),
          at(44, 102, "second line"),
          at(40, 300, "Standing alone here"),
          at(580, 500, "Runaway"),
        ),
      ),
    );
    const [page] = await pdfLayout(new Uint8Array(pdf));
    expect(page!.width).toBeCloseTo(595.28, 1);
    const hits = overlappingWords(page!).map(([a, b]) => [a.text, b.text].sort().join("+"));
    expect(hits).toContain("Overprinted+second");
    expect(hits.join(" ")).not.toMatch(/Standing|alone|here/);
    // The layout engine may break the runaway word at the page's edge; what crosses it is that word.
    const off = wordsOffPage(page!).map((w) => w.text);
    expect(off.length).toBeGreaterThan(0);
    for (const w of off) expect("Runaway").toContain(w);
    const alone = page!.words.find((w) => w.text === "Standing")!;
    // Top-left origin, like a viewer: 300 pt from the top, the glyph box about one line high.
    expect(alone.yMin).toBeGreaterThan(295);
    expect(alone.yMax).toBeLessThan(320);
    expect(alone.xMin).toBeCloseTo(40, 0);
    expect(page!.lines.map((l) => l.text)).toContain("Standing alone here");
  });
});
