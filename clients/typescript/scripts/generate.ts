import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { generateClientTypes } from "./types";

/*
 * Writes src/schema.ts from the RefLine API's OpenAPI document: by default the one this
 * repository's server publishes (built in-process), or the one at a URL or file given as argument
 * (`npm run generate -- https://refline.example/api/v1/openapi.json`).
 */
const source = process.argv[2];
const out = fileURLToPath(new URL("../src/schema.ts", import.meta.url));
await writeFile(out, await generateClientTypes(source));
console.log(`wrote ${out}`);
