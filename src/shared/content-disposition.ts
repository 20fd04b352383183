/**
 * The file name a download should be saved under, from its Content-Disposition (RFC 6266): the
 * exact UTF-8 name in `filename*` when present (李雷, Сэм Ли keep their letters), else the plain
 * `filename`, else null. The SPA's downloads read it here, so no name is cut to its ASCII fallback.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      const charset = (star[1] ?? "").trim().toLowerCase();
      if (charset === "utf-8" || charset === "") return decodeURIComponent(star[2]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, "$1");
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1]! : null;
}
