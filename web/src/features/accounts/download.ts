import { fileNameFromDisposition } from "@server/shared/content-disposition";

/** spec §7 downloads: the file name comes from the server's Content-Disposition (spec file names). */
export async function downloadPdf(path: string, fallbackName: string): Promise<string> {
  const res = await fetch(path, { credentials: "include", headers: { accept: "text/plain" } });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = fileNameFromDisposition(disposition) ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
