import { describe, expect, it } from "vitest";
import type { ReportData } from "../../src/services/reports/data";
import { SECTION } from "../../src/services/reports/pdf/format";
import { renderReport, type ReportDesign } from "../../src/services/reports/render";
import { summarizeCheck } from "../../src/services/reports/summary";
import { overlappingWords, pdfLayout, wordsOffPage, type PageLayout } from "../support/pdf-layout";
import { popplerCrossCheck } from "../support/poppler";
import { sampleReportData } from "../support/report-fixture";

/**
 * Names and quotes in Arabic, Hebrew, Chinese, Korean, Russian, Hindi and Polish, in both designs,
 * read back from the PDF's own text layer (pdf.js): every name intact on every page it is drawn on (charts and
 * headers included), no letter the report was not given (a chart drawing a name with a face that
 * lacks its script prints stray Latin letters instead), no two lines over each other, and no
 * heading left alone at the bottom of a page.
 */

const CHECKS = [
  {
    candidate: "김민준",
    references: [
      ["محمد العلي", "قال إنه يعمل بجد ويساعد زملاءه كل يوم."],
      ["דנה לוי", "היא עבדה איתנו שלוש שנים והייתה אמינה מאוד."],
      ["李华", "他做事认真，团队都很信任他。"],
    ],
  },
  {
    candidate: "Agnieszka Wróbel",
    references: [
      ["Ольга Смирнова", "Она всегда сдавала работу вовремя."],
      ["प्रिया शर्मा", "वह बहुत भरोसेमंद और मेहनती है।"],
      ["Łukasz Żółkiewski", "Zawsze dotrzymywał terminów, pracował sumiennie."],
    ],
  },
] as const;

/** A 3-reference check whose names and quotes are in the given scripts. */
function check(c: (typeof CHECKS)[number]): ReportData {
  const base = sampleReportData();
  const references = base.references.map((r, i) => {
    const [name, quote] = c.references[i]!;
    // The reference says the quote in its own script (it appears in the transcript), and the
    // analysis picked it as a key insight (the summary and the insights quote it).
    const transcript = r.transcript.map((turn, k) =>
      turn.speaker === "reference" && k === 5 ? { ...turn, text: `${quote} ${turn.text}` } : turn,
    );
    return {
      ...r,
      name,
      transcript,
      analysis: { ...r.analysis!, keyInsights: [quote, ...r.analysis!.keyInsights] },
    };
  });
  const facts = { ...base, candidateName: c.candidate, references };
  return { ...facts, summary: summarizeCheck(facts) };
}

const clean = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ");

/** The text of each page, as a reader copies it out (logical order, right-to-left runs included). */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  return (await pdfLayout(new Uint8Array(pdf))).map((page) => clean(page.lines.map((l) => l.text).join(" ")));
}

const count = (text: string, part: string) => text.split(part).length - 1;
const letters = (s: string) => [...s.replace(/[^\p{L}\p{M}]/gu, "")].sort().join("");

// Headings of both designs that must never end a page: a heading keeps its first lines with it.
const HEADINGS = [
  ...Object.values(SECTION),
  "In their words",
  "How the references compare",
  "Reasoning",
  "Ratings by reference (out of 10)",
];
const FOOTER = 50;

function lastBodyLine(page: PageLayout): string | undefined {
  const body = page.lines.filter((l) => l.yMax < page.height - FOOTER);
  return body.sort((a, b) => a.yMax - b.yMax).at(-1)?.text;
}

describe.each(["standard", "enhanced"] as ReportDesign[])("%s report in seven scripts", (design) => {
  it.each(CHECKS.map((c, i) => [i + 1, c] as const))(
    "check %i: every name intact on every page it is drawn on, nothing garbled, overprinted or orphaned",
    async (_, c) => {
      const data = check(c);
      const pdf = await renderReport(design, data);
      const [pages, layout] = await Promise.all([pageTexts(pdf), pdfLayout(pdf)]);
      const problems: string[] = [];
      const names = [c.candidate, ...c.references.map(([name]) => name)];
      pages.forEach((text, p) => {
        // Every piece of a name on a page belongs to the whole name: nothing split or dropped.
        for (const name of names)
          for (const part of name.split(" "))
            if (count(text, part) !== count(text, name))
              problems.push(
                `page ${p + 1}: "${part}" ${count(text, part)}× but "${name}" ${count(text, name)}×`,
              );
      });
      // Every letter drawn is one the report was given or English: a chart printing a name with a
      // face lacking its script leaves stray letters (J, D, Ù, Õ) instead.
      const given = new Set([...JSON.stringify(data)].filter((ch) => /\p{L}/u.test(ch)));
      const stray = new Set(
        pages.flatMap((t) =>
          [...t].filter((ch) => /\p{L}/u.test(ch) && !/[A-Za-z]/.test(ch) && !given.has(ch)),
        ),
      );
      if (stray.size) problems.push(`letters the report was not given: ${[...stray].join(" ")}`);
      // The quotes, in their own script, read back whole.
      const all = pages.join(" ");
      // pdf.js reads a right-to-left line that wraps in visual order and maps some Arabic mark
      // glyphs to stray characters, so from it each word of the quote must read back whole;
      // poppler, where installed, must read the whole quote in order.
      const wordsOnly = (t: string) => t.replace(/[^\p{L}\p{M}\s]/gu, "").replace(/\s+/g, " ");
      const poppler = await popplerCrossCheck(pdf);
      for (const [name, quote] of c.references) {
        for (const word of wordsOnly(quote).split(" ")) expect(wordsOnly(all), name).toContain(word);
        if (poppler !== null) expect(poppler, name).toContain(clean(quote));
        // Named in the summary, assessments, insights, consent and transcript at least.
        expect(count(all, name), name).toBeGreaterThanOrEqual(5);
      }
      layout.forEach((page, p) => {
        // pdf.js breaks a right-to-left word at a glyph that stands for no text (the dots Noto Sans
        // Arabic draws apart) and guesses the pieces' boxes: pairs with a right-to-left piece are not
        // counted here (a known gap of this reader); every other pair counts.
        const rtl = /[\u0590-\u06ff]/;
        const overprinted = overlappingWords(page).filter(([a, b]) => !rtl.test(a.text) && !rtl.test(b.text));
        for (const [a, b] of overprinted.slice(0, 3))
          problems.push(`page ${p + 1}: "${a.text}" overlaps "${b.text}" at y=${a.yMin.toFixed(1)}`);
        for (const w of wordsOffPage(page).slice(0, 3))
          problems.push(`page ${p + 1}: "${w.text}" off the page`);
        const last = lastBodyLine(page);
        if (p < layout.length - 1 && last && HEADINGS.includes(last))
          problems.push(`page ${p + 1} ends with the heading "${last}"`);
      });
      // A right-to-left reference's transcript turn that opens with their own right-to-left words:
      // the name comes first (left), then its colon, then the words; one run would print the
      // words before the name.
      for (const [name, quote] of c.references.filter(([n]) => /[\u0590-\u06ff]/.test(n))) {
        // A word box may read in visual or in logical order depending on the reader: accept both,
        // letters and marks only.
        const bare = (w: string) => w.replace(/[^\p{L}\p{M}]/gu, "");
        const both = (text: string) =>
          new Set(text.split(" ").flatMap((w) => [bare(w), [...bare(w)].reverse().join("")]));
        const nameSet = both(name);
        const quoteSet = both(quote);
        const nameWords = { has: (t: string) => nameSet.has(bare(t)) };
        const quoteWords = { has: (t: string) => quoteSet.has(bare(t)) };
        const line = layout
          .flatMap((pg) => [pg.words])
          .flatMap((words) =>
            [...new Set(words.map((w) => Math.round(w.yMax)))].map((y) =>
              words.filter((w) => Math.abs(w.yMax - y) < 1),
            ),
          )
          .find((ws) => ws.some((w) => nameWords.has(w.text)) && ws.some((w) => quoteWords.has(w.text)));
        expect(line, name).toBeDefined();
        const nameEnd = Math.max(...line!.filter((w) => nameWords.has(w.text)).map((w) => w.xMax));
        const quoteStart = Math.min(...line!.filter((w) => quoteWords.has(w.text)).map((w) => w.xMin));
        expect(nameEnd, name).toBeLessThan(quoteStart);
      }
      if (design === "enhanced") {
        // The ratings chart: one row per reference, each holding exactly that reference's name
        // (compared letter by letter, as a right-to-left name reads back in visual order here).
        const p = layout.findIndex((pg) =>
          pg.lines.some((l) => l.text === "Ratings by reference (out of 10)"),
        );
        expect(p).toBeGreaterThanOrEqual(0);
        const top = layout[p]!.lines.find((l) => l.text === "Ratings by reference (out of 10)")!.yMax;
        const axis = layout[p]!.words.find((w) => w.yMin > top && w.text === "10" && w.xMin > 300)!;
        const rows = layout[p]!.words.filter((w) => w.yMin > top && w.yMax < axis.yMin && w.xMax < 200);
        const rowNames = [...new Set(rows.map((w) => Math.round(w.yMin)))].map((y) =>
          letters(
            rows
              .filter((w) => Math.abs(w.yMin - y) < 6)
              .map((w) => w.text)
              .join(""),
          ),
        );
        expect(new Set(rowNames)).toEqual(new Set(c.references.map(([name]) => letters(name))));
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
