/** The parts of an OpenAPI 3.1 document the reference on /developers renders. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface MediaContent {
  [mediaType: string]: { schema?: Schema };
}

export interface Response {
  description?: string;
  headers?: Record<string, { description?: string; schema?: Schema }>;
  content?: MediaContent;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; description?: string; content?: MediaContent };
  responses?: Record<string, Response>;
}

export type PathItem = Partial<Record<Method, Operation>>;

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type Method = (typeof METHODS)[number];

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, PathItem>;
  webhooks?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
  };
}

/** The name a local `$ref` points at (`#/components/schemas/Check` → `Check`). */
export const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** Follows local `$ref`s into the document's components (once: the document has no ref chains). */
export function resolveSchema(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return doc.components?.schemas?.[refName(schema.$ref)] ?? {};
}

export function resolveParameter(doc: OpenApiDocument, p: Parameter | { $ref: string }): Parameter {
  if ("name" in p) return p;
  return doc.components?.parameters?.[refName(p.$ref)] ?? { name: refName(p.$ref), in: "query" };
}

/** An HTML id from an operation id or event name (letters, digits, `-` and `_`). */
export const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, "-")}`;

/** The operations of a paths (or webhooks) object, in document order (methods as the document lists them). */
export function operationsOf(paths: Record<string, PathItem>) {
  return Object.entries(paths).flatMap(([path, item]) =>
    (Object.keys(item) as Method[])
      .filter((m) => METHODS.includes(m))
      .map((method) => ({ path, method, op: item[method]! })),
  );
}
