import { getDocumentProxy } from "unpdf";

/**
 * A PDF read back the way a viewer draws it, by pdf.js (from the npm registry, through unpdf): no
 * system package behind it, so the layout and alphabet tests run wherever `npm install` ran.
 * Coordinates are points from the top-left corner of the page, like poppler's `-bbox-layout`.
 */
export interface Box {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

export interface PageLayout {
  width: number;
  height: number;
  /** Every word on the page, with its glyph box (ascent to descent of its font). */
  words: Box[];
  /** Every text line (runs sharing a baseline, split where a wide gap separates columns). */
  lines: Box[];
}

/** One run of text pdf.js reports: its string in logical order, its direction and its box. */
interface Run extends Box {
  rtl: boolean;
  size: number;
  baseline: number;
}

interface TextItem {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  fontName: string;
}

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * A glyph that stands for no text (a piece a font splits off a letter, such as the dots Noto Sans
 * Arabic draws apart from their letter) has an empty ToUnicode entry; pdf.js hands out its raw
 * code, a control character, where poppler and copying readers leave nothing.
 */
// eslint-disable-next-line no-control-regex -- these are the characters meant
const NO_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

async function pageRuns(pdf: Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const pages: { width: number; height: number; runs: Run[] }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const item = raw as TextItem;
        item.str = item.str.replace(NO_TEXT, "");
        if (!item.str) continue;
        const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
        const size = Math.hypot(a, b);
        const style = content.styles[item.fontName];
        const ascent = style?.ascent ?? 0.9;
        const descent = style?.descent ?? -0.25;
        const [x0, top] = viewport.convertToViewportPoint(e, f + ascent * size) as [number, number];
        const [x1, bottom] = viewport.convertToViewportPoint(e + item.width, f + descent * size) as [
          number,
          number,
        ];
        runs.push({
          text: item.str,
          rtl: item.dir === "rtl",
          size,
          baseline: viewport.convertToViewportPoint(e, f)[1]!,
          xMin: Math.min(x0, x1),
          xMax: Math.max(x0, x1),
          yMin: Math.min(top, bottom),
          yMax: Math.max(top, bottom),
        });
      }
      pages.push({ width: viewport.width, height: viewport.height, runs });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Runs that share a baseline, left to right, split where a gap wider than two ems separates them. */
function groupLines(runs: Run[]): Run[][] {
  const sorted = [...runs].sort((a, b) => a.baseline - b.baseline || a.xMin - b.xMin);
  const rows: Run[][] = [];
  for (const run of sorted) {
    const row = rows.find((r) => Math.abs(r[0]!.baseline - run.baseline) < r[0]!.size * 0.3);
    if (row) row.push(run);
    else rows.push([run]);
  }
  const lines: Run[][] = [];
  for (const row of rows) {
    row.sort((a, b) => a.xMin - b.xMin);
    let line: Run[] = [];
    for (const run of row) {
      const last = line.at(-1);
      if (last && run.xMin - last.xMax > 2 * Math.max(run.size, last.size)) {
        lines.push(line);
        line = [];
      }
      line.push(run);
    }
    if (line.length) lines.push(line);
  }
  return lines.sort((a, b) => a[0]!.baseline - b[0]!.baseline || a[0]!.xMin - b[0]!.xMin);
}

/**
 * A line's runs in logical order: pdf.js gives each right-to-left word in logical order but the
 * words of a right-to-left phrase left to right as drawn, so each phrase's words are turned around
 * (spaces between them belong to the phrase), the way poppler reads them.
 */
function logicalOrder(line: Run[]): Run[] {
  const out: Run[] = [];
  let i = 0;
  while (i < line.length) {
    if (!line[i]!.rtl) {
      out.push(line[i++]!);
      continue;
    }
    let j = i;
    let end = i;
    while (j < line.length && (line[j]!.rtl || !line[j]!.text.trim())) {
      if (line[j]!.rtl) end = j;
      j++;
    }
    out.push(...line.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}

function lineText(line: Run[]): string {
  return logicalOrder(line)
    .map((r) => r.text)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a run, each given its share of the run's width by its share of the characters. */
function words(run: Run): Box[] {
  const chars = [...run.text];
  const per = (run.xMax - run.xMin) / Math.max(chars.length, 1);
  const out: Box[] = [];
  let at = 0;
  for (const part of run.text.split(/(\s+)/)) {
    const length = [...part].length;
    if (part.trim())
      out.push({
        text: part,
        xMin: run.xMin + at * per,
        xMax: run.xMin + (at + length) * per,
        yMin: run.yMin,
        yMax: run.yMax,
      });
    at += length;
  }
  return out;
}

function bounds(boxes: Box[], text: string): Box {
  return {
    xMin: Math.min(...boxes.map((b) => b.xMin)),
    yMin: Math.min(...boxes.map((b) => b.yMin)),
    xMax: Math.max(...boxes.map((b) => b.xMax)),
    yMax: Math.max(...boxes.map((b) => b.yMax)),
    text,
  };
}

/** The text boxes of every page of a PDF: every word and every line, top-left origin. */
export async function pdfLayout(pdf: Uint8Array): Promise<PageLayout[]> {
  return (await pageRuns(pdf)).map(({ width, height, runs }) => {
    const lines = groupLines(runs);
    return {
      width,
      height,
      words: runs.flatMap(words),
      lines: lines
        .map((line) => ({ line, text: lineText(line) }))
        .filter(({ text }) => text)
        .map(({ line, text }) => bounds(line, text)),
    };
  });
}

/** How far two boxes overlap on each axis (negative when apart). */
function overlap(a: Box, b: Box): { x: number; y: number } {
  return {
    x: Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin),
    y: Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin),
  };
}

/**
 * Pairs of words whose glyph boxes overlap by more than `tolerance` points on both axes. Glyph
 * boxes of neighbouring lines may touch (ascenders and descenders), which the tolerance allows;
 * an overprinted line overlaps by most of its height.
 */
export function overlappingWords(page: PageLayout, tolerance = 1.5): [Box, Box][] {
  const words = [...page.words].sort((a, b) => a.yMin - b.yMin);
  const hits: [Box, Box][] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length && words[j]!.yMin < a.yMax; j++) {
      const o = overlap(a, words[j]!);
      if (o.x > tolerance && o.y > tolerance) hits.push([a, words[j]!]);
    }
  }
  return hits;
}

/** Words drawn (partly) outside the page. */
export function wordsOffPage(page: PageLayout): Box[] {
  return page.words.filter((w) => w.xMin < 0 || w.yMin < 0 || w.xMax > page.width || w.yMax > page.height);
}

/** How far down the page its text reaches, as a share of the page's height. */
export function pageFill(page: PageLayout, footerTop: number): number {
  const body = page.words.filter((w) => w.yMax < footerTop);
  return body.length ? Math.max(...body.map((w) => w.yMax)) / page.height : 0;
}

/**
 * The text of a PDF in reading order and logical order (right-to-left scripts included), NFC,
 * without bidi control marks, runs of white space as one space. (The name is from when poppler
 * read it; the text is the same a reader copies out of the page.)
 */
export async function popplerText(pdf: Uint8Array): Promise<string> {
  const pages = await pdfLayout(pdf);
  return pages
    .flatMap((p) => p.lines.map((l) => l.text))
    .join(" ")
    .normalize("NFC")
    .replace(BIDI_MARKS, "")
    .replace(/\s+/g, " ");
}
