import { extractText, getDocumentProxy } from "unpdf";

/** The text of a PDF (all pages), runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}
