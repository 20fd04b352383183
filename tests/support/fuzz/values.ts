import fc from "fast-check";

/** Strings chosen to break parsers, validators, SQL, HTML, paths and number coercion. */
const nasty = [
  "",
  " ",
  "\u0000",
  "\u202e\u0000\r\n",
  "' OR 1=1 --",
  "'; drop table reference_checks; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "\ud800",
  "😀".repeat(64),
  "NaN",
  "-1",
  "1e309",
  "0x10",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "true",
  "2026-02-30",
  "9999-12-31T23:59:59Z",
  "+1 (415) 555-0100",
  "+999999999999999999999",
  "a@b",
  "x@example.com",
  "${7*7}{{7*7}}",
  "\\",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => "x".repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1, 2, 3, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 53), 1e308, 0.5, -0.0001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, biased towards hostile leaves, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    leaf,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...nasty)), tie("value"), {
      maxKeys: 5,
    }),
  ),
})).value;

/** A key tree read from a zod schema: the field names an input object is expected to have. */
export type Shape = { [key: string]: Shape | null };

/** Reads object keys (recursively) from a zod 4 schema, unwrapping optional/default/pipe/union. */
export function shapeOf(schema: unknown, depth = 0): Shape | null {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 6) return null;
  if (def.type === "object" && def.shape && typeof def.shape === "object") {
    const out: Shape = {};
    for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) out[k] = shapeOf(v, depth + 1);
    return out;
  }
  if (def.innerType) return shapeOf(def.innerType, depth + 1);
  if (def.type === "pipe") return shapeOf(def.in, depth + 1);
  if (Array.isArray(def.options)) {
    const merged: Shape = {};
    for (const o of def.options) Object.assign(merged, shapeOf(o, depth + 1) ?? {});
    return Object.keys(merged).length ? merged : null;
  }
  if (def.type === "intersection")
    return { ...shapeOf(def.left, depth + 1), ...shapeOf(def.right, depth + 1) };
  return null;
}

/** Objects with the schema's field names, each present or absent, holding hostile values. */
export function shapedValue(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, sub] of Object.entries(shape))
    model[k] = sub
      ? fc.oneof({ weight: 2, arbitrary: shapedValue(sub) }, { weight: 1, arbitrary: hostileValue })
      : hostileValue;
  return fc.record(model, { requiredKeys: [] });
}
