import { fileNameFromDisposition } from "@server/shared/content-disposition";
/** Fetches a file with the session cookie and hands it to the browser as a download. */
export async function downloadCsv(url: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = fileNameFromDisposition(disposition) ?? "reference-checks.csv";
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
