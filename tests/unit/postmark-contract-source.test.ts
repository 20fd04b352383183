/**
 * The Postmark request schema the contract tests enforce (tests/contracts/postmark-server-api.json)
 * was written by hand from Postmark's documentation. This holds it to Postmark's published Swagger
 * definition (an extract in postmark-swagger-extract.json): every field the definition names is
 * there with the same type and enum, every required query parameter is required, the attachment
 * fields are exactly the definition's, and a field the definition lacks is allowed only if it is
 * listed below with the documentation page that introduced it.
 */
import { describe, expect, it } from "vitest";
import ours from "../contracts/postmark-server-api.json";
import swagger from "../contracts/postmark-swagger-extract.json";

type Schema = {
  type?: string;
  enum?: string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maximum?: number;
};
type SwaggerField = { type?: string; enum?: string[]; ref?: string; required?: boolean; maximum?: number };

/** Fields Postmark documents that its Swagger file (last updated before them) does not list. */
const NEWER_THAN_THE_DEFINITION: Record<string, string> = {
  "POST /email body MessageStream": "https://postmarkapp.com/developer/api/email-api (message streams, 2020)",
  "POST /email body Metadata": "https://postmarkapp.com/developer/api/email-api (custom metadata, 2020)",
  "GET /messages/outbound query subject": "https://postmarkapp.com/developer/api/messages-api",
  "GET /messages/outbound query messagestream": "https://postmarkapp.com/developer/api/messages-api",
};

const collections: Record<string, string> = {
  HeaderCollection: "MessageHeader",
  AttachmentCollection: "Attachment",
};
const schemas = swagger.schemas as Record<string, Record<string, SwaggerField>>;
const operations = swagger.operations as Record<
  string,
  { query: Record<string, SwaggerField>; body: string | null }
>;

function ourOperation(key: string): { query?: Schema; json?: Schema | null } {
  const [method, path] = key.split(" ");
  const found = (
    ours.operations as Array<{ method: string; path: string; query?: Schema; json?: Schema | null }>
  ).find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`${key}: not in postmark-server-api.json`);
  return found;
}

/** Compares one object schema of ours with a Swagger schema; returns the differences found. */
function compareObject(
  where: string,
  mine: Schema,
  theirs: Record<string, SwaggerField>,
  exact: boolean,
): string[] {
  const problems: string[] = [];
  const mineProps = mine.properties ?? {};
  for (const [name, field] of Object.entries(theirs)) {
    const own = mineProps[name];
    if (!own) {
      problems.push(`${where} ${name}: in Postmark's definition, missing from ours`);
      continue;
    }
    if (field.ref) {
      const item = collections[field.ref];
      if (!item || own.type !== "array" || !own.items) {
        problems.push(`${where} ${name}: the definition has ${field.ref}, ours is ${own.type}`);
        continue;
      }
      problems.push(...compareObject(`${where} ${name}[]`, own.items, schemas[item]!, item === "Attachment"));
      continue;
    }
    if (own.type !== field.type)
      problems.push(`${where} ${name}: type ${own.type}, the definition says ${field.type}`);
    if (field.enum && JSON.stringify(own.enum) !== JSON.stringify(field.enum)) {
      problems.push(
        `${where} ${name}: enum ${JSON.stringify(own.enum)}, the definition says ${JSON.stringify(field.enum)}`,
      );
    }
    if (field.required && !mine.required?.includes(name))
      problems.push(`${where} ${name}: required by the definition`);
    if (field.maximum !== undefined && own.maximum !== field.maximum) {
      problems.push(`${where} ${name}: maximum ${own.maximum}, the definition says ${field.maximum}`);
    }
  }
  for (const name of Object.keys(mineProps)) {
    if (name in theirs) continue;
    if (exact) problems.push(`${where} ${name}: not a field of the definition`);
    else if (!NEWER_THAN_THE_DEFINITION[`${where} ${name}`]) {
      problems.push(`${where} ${name}: not in the definition and not listed as newer than it`);
    }
  }
  return problems;
}

describe("the hand-written Postmark contract agrees with Postmark's published definition", () => {
  it("names its source with a commit", () => {
    expect(swagger.source.repository).toBe("kylecarhart/runner");
    expect(swagger.source.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each(Object.keys(operations))("%s", (key) => {
    const mine = ourOperation(key);
    const theirs = operations[key]!;
    const problems = compareObject(`${key} query`, mine.query ?? {}, theirs.query, false);
    if (theirs.body) {
      expect(mine.json, `${key}: the definition has a ${theirs.body} body`).toBeTruthy();
      problems.push(...compareObject(`${key} body`, mine.json!, schemas[theirs.body]!, false));
    } else {
      expect(mine.json ?? null).toBeNull();
    }
    expect(problems).toEqual([]);
  });

  it("catches a drift: a nullable ContentID or a missing attachment field is reported", () => {
    const email = structuredClone(ourOperation("POST /email").json!);
    const attachment = email.properties!.Attachments!.items!;
    attachment.properties!.ContentID = { type: "null" };
    delete attachment.properties!.ContentType;
    const problems = compareObject("POST /email body", email, schemas.SendEmailRequest!, false);
    expect(problems).toEqual([
      "POST /email body Attachments[] ContentType: in Postmark's definition, missing from ours",
      "POST /email body Attachments[] ContentID: type null, the definition says string",
    ]);
  });

  it("every field listed as newer than the definition is still one of ours", () => {
    const listed = Object.keys(NEWER_THAN_THE_DEFINITION).map((k) => {
      const [method, path, part, field] = k.split(" ");
      const op = ourOperation(`${method} ${path}`);
      const schema = part === "body" ? op.json : op.query;
      return Boolean(schema?.properties?.[field!]);
    });
    expect(listed.every(Boolean)).toBe(true);
  });
});
