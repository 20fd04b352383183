import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The text of a PDF as poppler's `pdftotext` reads it (NFC, no bidi marks, white space as one
 * space), or null where poppler is not installed: an optional second reader beside pdf.js, never
 * a requirement of the suite.
 */
export async function popplerCrossCheck(pdf: Uint8Array): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-text-"));
  try {
    const file = path.join(dir, "doc.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", [file, "-"], { maxBuffer: 64 << 20 });
    return stdout
      .normalize("NFC")
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
      .replace(/\s+/g, " ");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
