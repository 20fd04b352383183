import { Fragment } from "react";
import { refName, resolveSchema, type OpenApiDocument, type Schema } from "./openapi";

/** Text from the document: `backticks` become code, the rest stays text. */
export function Inline({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 ? (
      <code key={i} className="wrap-anywhere rounded bg-slate-100 px-1 text-slate-900">
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** A description from the document, as a paragraph. */
export function Prose({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={className ?? "mt-1 text-sm text-slate-700"}>
      <Inline text={text} />
    </p>
  );
}

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** "string", "string or null", "array of object", "date-time string", a component's name. */
export function typeLabel(doc: OpenApiDocument, s: Schema): string {
  if (s.$ref) return refName(s.$ref);
  if (s.oneOf || s.anyOf) return "one of";
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const label = types
    .map((t) => {
      if (t === "array" && s.items) return `array of ${typeLabel(doc, s.items)}`;
      if (t === "object" && s.additionalProperties && typeof s.additionalProperties === "object")
        return `map of ${typeLabel(doc, s.additionalProperties)}`;
      return s.format && t !== "null" ? `${t} (${s.format})` : t;
    })
    .join(" or ");
  return label || "any";
}

/** Length, range, pattern, default and allowed values, as short phrases. */
function constraints(s: Schema): string[] {
  const out: string[] = [];
  if (s.minLength !== undefined && s.maxLength !== undefined)
    out.push(`${s.minLength} to ${s.maxLength} characters`);
  else if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  else if (s.minLength !== undefined) out.push(`at least ${s.minLength} characters`);
  if (s.minimum !== undefined) out.push(`minimum ${s.minimum}`);
  if (s.maximum !== undefined) out.push(`maximum ${s.maximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} items`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${show(s.default)}`);
  return out;
}

function Values({ s }: { s: Schema }) {
  const values = s.enum ?? (s.const !== undefined ? [s.const] : undefined);
  if (!values) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {values.length === 1 ? "Must be " : "One of: "}
      {values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 && ", "}
          <code className="wrap-anywhere rounded bg-slate-100 px-1 text-slate-900">{show(v)}</code>
        </Fragment>
      ))}
    </p>
  );
}

/** What a value's schema says about it: description, allowed values, limits, and what is inside. */
export function SchemaBody({
  doc,
  schema,
  depth = 0,
}: {
  doc: OpenApiDocument;
  schema: Schema;
  depth?: number;
}) {
  const s = resolveSchema(doc, schema);
  const limits = constraints(s);
  const variants = s.oneOf ?? s.anyOf;
  const inner =
    s.items && resolveSchema(doc, s.items).properties
      ? resolveSchema(doc, s.items)
      : s.additionalProperties && typeof s.additionalProperties === "object"
        ? resolveSchema(doc, s.additionalProperties)
        : undefined;
  return (
    <>
      <Prose text={s.description} />
      <Values s={s} />
      {limits.length > 0 && (
        <p className="mt-1 wrap-anywhere text-xs text-slate-700">
          {limits.map((l, i) => (
            <Fragment key={i}>
              {i > 0 && " · "}
              {l}
            </Fragment>
          ))}
        </p>
      )}
      {variants && (
        <ol className="mt-2 space-y-3" aria-label="Variants">
          {variants.map((v, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm font-semibold text-slate-900">
                Variant {i + 1}
                {v.$ref ? `: ${refName(v.$ref)}` : v.title ? `: ${v.title}` : ""}
              </p>
              <SchemaBody doc={doc} schema={v} depth={depth + 1} />
            </li>
          ))}
        </ol>
      )}
      {s.properties && <Fields doc={doc} schema={s} depth={depth} />}
      {inner?.properties && <Fields doc={doc} schema={inner} depth={depth} />}
    </>
  );
}

/** An object's fields: name, type, whether required, and each field's own schema below it. */
export function Fields({ doc, schema, depth = 0 }: { doc: OpenApiDocument; schema: Schema; depth?: number }) {
  const required = new Set(schema.required ?? []);
  return (
    <ul
      className={depth > 0 ? "mt-2 space-y-3 border-l-2 border-slate-200 pl-3" : "mt-2 space-y-3"}
      aria-label="Fields"
    >
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <li key={name} className="min-w-0">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <code className="wrap-anywhere font-semibold text-slate-900">{name}</code>
            <span className="wrap-anywhere text-slate-700">{typeLabel(doc, field)}</span>
            {required.has(name) ? (
              <span className="text-xs font-semibold text-red-800">required</span>
            ) : (
              <span className="text-xs text-slate-700">optional</span>
            )}
          </p>
          <SchemaBody doc={doc} schema={field} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
