import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { compareReferences } from "../../src/services/reports/compare";
import type { ReportReference } from "../../src/services/reports/data";
import { renderReport } from "../../src/services/reports/render";
import { summarizeCheck } from "../../src/services/reports/summary";
import { placeOf } from "../../src/services/reports/transcript-places";
import { sampleReportData } from "../support/report-fixture";

/** Item by item: the summary compares the references, and each flag links to where it was said. */
function withAnswer(r: ReportReference, type: string, response: string): ReportReference {
  return {
    ...r,
    analysis: {
      ...r.analysis!,
      questions: r.analysis!.questions.map((q) => (q.questionType === type ? { ...q, response } : q)),
    },
  };
}

describe("comparing references", () => {
  it("states agreement on rehire and shared strengths", () => {
    const lines = compareReferences(sampleReportData().references.filter((r) => r.index !== 2));
    expect(lines).toContain("Agreement: every reference would hire the candidate again.");
    expect(lines.some((l) => l.startsWith("Agreement: more than one reference named"))).toBe(true);
  });

  it("names contradictions on rehire, dates, title and reporting line", () => {
    const [a, b] = sampleReportData().references;
    const first = withAnswer(
      withAnswer(
        a!,
        "relationship",
        "I managed her directly from 2019 to 2020. Her title was senior analyst.",
      ),
      "rehire",
      "Absolutely, I would hire her again.",
    );
    const second = withAnswer(
      withAnswer(
        { ...b!, relationship: "direct-manager" },
        "relationship",
        "We were colleagues on the same team from 2022 to 2024, she worked as a data engineer.",
      ),
      "rehire",
      "No, I would not rehire her.",
    );
    const lines = compareReferences([first, second]).join("\n");
    expect(lines).toContain(
      "Contradiction on rehire: Pat Kim would hire the candidate again; Alex Morgan would not.",
    );
    expect(lines).toContain(
      "Dates to check: Pat Kim worked with the candidate 2019–2020, Alex Morgan 2022–2024",
    );
    expect(lines).toContain('Titles differ: Pat Kim said "senior analyst", Alex Morgan said "data engineer"');
    expect(lines).toContain("Reporting line to check: Alex Morgan was listed as a direct manager");
  });

  it("says nothing to compare with a single reference", () => {
    expect(compareReferences(sampleReportData().references.slice(0, 1))).toEqual([]);
  });
});

describe("flags linked to the transcript", () => {
  it("places a quote at its turn, call time and recording time", () => {
    const r = sampleReportData().references[0]!;
    const place = placeOf("she improved a lot in her second year", r.transcript, {
      index: 1,
      callStart: r.callDate,
      recordingStart: r.recordingStart ?? null,
    });
    // The fixture speaks a turn every 12 s from 15:00:12; the answer to "growth" is turn 12.
    expect(place).toEqual({ turn: 12, callSeconds: 144, recordingSeconds: 120, anchor: "tr-1-10" });
    expect(
      placeOf("words nobody said", r.transcript, { index: 1, callStart: null, recordingStart: null }),
    ).toBeNull();
  });

  it.each(["standard", "enhanced"] as const)(
    "%s: every flag's and every key quote's link jumps to the transcript block that holds the words",
    async (design) => {
      const base = sampleReportData();
      const data = { ...base, summary: summarizeCheck(base) };
      // The executive summary quotes each interviewed reference's key insights in their words.
      expect(data.summary.keyQuotes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(data.summary.keyQuotes.map((q) => q.referenceIndex)).size).toBeGreaterThanOrEqual(2);
      const doc = await getDocumentProxy(new Uint8Array(await renderReport(design, data)));
      const pageText = async (n: number) => {
        if (n < 1 || n > doc.numPages) return "";
        const content = await (await doc.getPage(n)).getTextContent();
        return norm(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
      };
      const targets: string[] = [];
      for (let p = 1; p <= doc.numPages; p++) {
        const annotations = (await (await doc.getPage(p)).getAnnotations()) as {
          subtype: string;
          dest?: unknown;
        }[];
        for (const a of annotations)
          if (a.subtype === "Link" && typeof a.dest === "string") targets.push(a.dest);
      }
      const quoted = [
        ...data.summary.flags.map((f) => ({
          ref: f.referenceIndex,
          words: f.evidence,
          type: f.questionType,
        })),
        ...data.summary.keyQuotes.map((q) => ({ ref: q.referenceIndex, words: q.quote, type: undefined })),
      ];
      expect(targets.length).toBe(quoted.length);
      for (const q of quoted) {
        const r = data.references.find((x) => x.index === q.ref)!;
        const place = placeOf(
          q.words,
          r.transcript,
          { index: r.index, callStart: null, recordingStart: null },
          q.type,
        )!;
        expect(place, q.words).not.toBeNull();
        expect(targets, q.words).toContain(place.anchor);
        // The destination exists, and its page (or the next, when the block runs over) holds the words.
        const dest = (await doc.getDestination(place.anchor)) as
          [{ num: number; gen: number }, ...unknown[]] | null;
        expect(dest, place.anchor).not.toBeNull();
        const page = (await doc.getPageIndex(dest![0])) + 1;
        const opening = norm(q.words).split(" ").slice(0, 6).join(" ");
        expect(`${await pageText(page)} ${await pageText(page + 1)}`, `${q.words} on page ${page}`).toContain(
          opening,
        );
      }
    },
    60_000,
  );
});

const norm = (s: string) => s.normalize("NFC").replace(/[“”"]/g, "").replace(/\s+/g, " ").trim();
