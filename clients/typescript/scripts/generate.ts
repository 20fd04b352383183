import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { generateClientTypes } from "./types";

/*
 * Writes src/schema.ts from the RefLine API's OpenAPI document: by default the one this
 * repository's server publishes (built in-process), or the one at a URL or file given as argument
 * (`npm run generate -- https://refline.example/api/v1/openapi.json`). The repository's
 * `npm run build` runs it first, so a build always carries types from the document it serves; the
 * file is rewritten only when its content changes.
 */
const source = process.argv[2];
const out = fileURLToPath(new URL("../src/schema.ts", import.meta.url));
const fresh = await generateClientTypes(source);
const current = await readFile(out, "utf8").catch(() => "");
if (current === fresh) console.log(`${out} is up to date`);
else {
  await writeFile(out, fresh);
  console.log(`wrote ${out}`);
}
