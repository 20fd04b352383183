import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

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
  /** Every word poppler found on the page, with its glyph box. */
  words: Box[];
  /** Every text line (poppler's own line grouping), with the words it holds. */
  lines: Box[];
}

const ATTR = /(xMin|yMin|xMax|yMax)="([\d.-]+)"/g;

function box(tag: string, text: string): Box {
  const b: Record<string, number> = {};
  for (const m of tag.matchAll(ATTR)) b[m[1]!] = Number(m[2]);
  return { xMin: b.xMin!, yMin: b.yMin!, xMax: b.xMax!, yMax: b.yMax!, text };
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * The text boxes of every page of a PDF, read by poppler (`pdftotext -bbox-layout`), an
 * independent reader: what it sees is what a viewer draws.
 */
export async function pdfLayout(pdf: Uint8Array): Promise<PageLayout[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-layout-"));
  try {
    const file = path.join(dir, "doc.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-bbox-layout", file, "-"], { maxBuffer: 64 << 20 });
    return stdout
      .split("<page ")
      .slice(1)
      .map((chunk) => {
        const [, w, h] = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk)!;
        const lines = [...chunk.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map((m) => {
          const words = [...m[2]!.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map((w) =>
            box(w[1]!, unescape(w[2]!)),
          );
          return { line: box(m[1]!, words.map((w) => w.text).join(" ")), words };
        });
        return {
          width: Number(w),
          height: Number(h),
          lines: lines.map((l) => l.line),
          words: lines.flatMap((l) => l.words),
        };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
 * The text of a PDF as poppler reads it, in logical order (right-to-left scripts included), NFC,
 * without bidi control marks, runs of white space as one space.
 */
export async function popplerText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "doc.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", [file, "-"], { maxBuffer: 64 << 20 });
    return stdout
      .normalize("NFC")
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/\s+/g, " ");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
