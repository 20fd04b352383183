import contentDisposition from "content-disposition";

/**
 * The Content-Disposition of a downloaded file (RFC 6266): the exact UTF-8 name in `filename*`,
 * and a plain-ASCII `filename` for clients that read only that one. Names in any script (李雷,
 * Сэм Ли) must download: a raw non-Latin-1 header value is refused by Node itself.
 */
export function dispositionHeader(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  return contentDisposition(fileName, { type, fallback: asciiFallback(fileName) });
}

/** "Reference_Report_Łukasz_Żółć_王伟_42.pdf" → "Reference_Report_ukasz_Zoc_42.pdf": accents dropped, other letters left out. */
export function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "")
    .replace(/_{2,}/g, "_")
    .replace(/_(?=\.)/g, "");
  return /^[._\s-]*$/.test(ascii.replace(/\.pdf$|\.csv$/i, "")) ? "download" + (ascii || "") : ascii;
}
