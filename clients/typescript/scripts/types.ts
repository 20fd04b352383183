import { readFile } from "node:fs/promises";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";
import { buildOpenApiDocument } from "../../../src/services/public-api/openapi";

/** The client's types (src/schema.ts) from an OpenAPI document: this server's, or one at a URL or path. */
export async function generateClientTypes(source?: string): Promise<string> {
  const document = !source
    ? buildOpenApiDocument("https://refline.example")
    : /^https?:/.test(source)
      ? await (await fetch(source)).json()
      : JSON.parse(await readFile(source, "utf8"));
  // A field with a default may be left out of a request: defaultNonNullable would make it required.
  const ast = await openapiTS(document as never, { rootTypes: false, defaultNonNullable: false });
  return COMMENT_HEADER + astToString(ast);
}
