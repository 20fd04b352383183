import fc from "fast-check";
import type { RouteEntry } from "../../../src/http/route-table";
import type { RawRequest } from "./http";
import { hostileString, hostileValue, shapedValue, shapeOf, type Shape } from "./values";

export interface Procedure {
  path: string;
  type: "query" | "mutation" | "subscription";
  shape: Shape | null;
}

/** Every tRPC procedure of a router, read from its definition (so new sub-routers are included). */
export function listProcedures(router: unknown): Procedure[] {
  const record = (router as { _def: { procedures: Record<string, unknown> } })._def.procedures;
  return Object.entries(record).map(([path, proc]) => {
    const def = (proc as { _def: { type: Procedure["type"]; inputs?: unknown[] } })._def;
    let shape: Shape | null = null;
    for (const input of def.inputs ?? []) shape = { ...(shape ?? {}), ...(shapeOf(input) ?? {}) };
    return { path, type: def.type, shape };
  });
}

/** The REST surface worth fuzzing: everything except the tRPC mount (fuzzed per procedure). */
export function restTargets(routes: RouteEntry[]): RouteEntry[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.url}`;
    if (seen.has(key) || r.url.startsWith("/trpc")) return false;
    seen.add(key);
    return true;
  });
}

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "",
);

const malformedJson = fc.oneof(
  fc.constantFrom("{", "[1,", "nul", '{"a":}', "\u0000", "{}}", '{"__proto__":{"admin":true}}', '"\\ud800"'),
  fc.integer({ min: 100, max: 5000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.string({ maxLength: 200 }),
);

/** Percent-encodes every byte (lone surrogates included, which encodeURIComponent refuses). */
function encodeParam(v: string) {
  const bytes = Buffer.from(v.slice(0, 300), "utf8");
  return bytes.length ? [...bytes].map((b) => "%" + b.toString(16).padStart(2, "0")).join("") : "%20";
}

/** Fills :params and * of a route URL with hostile segments. */
function fillPath(url: string): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[0]);
  if (!names.length) return fc.constant(url);
  return fc.array(hostileString, { minLength: names.length, maxLength: names.length }).map((vals) => {
    let i = 0;
    return url.replace(/:([A-Za-z0-9_]+)|\*/g, () => encodeParam(vals[i++]!));
  });
}

const queryString = fc.option(
  fc.oneof(
    fc
      .dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 })
      .map((d) => "?" + new URLSearchParams(d).toString()),
    fc.constantFrom("?a[b]=1&a[c]=2", "?__proto__[x]=1", "?%zz", "?input=%7B", "?batch=1&input=x"),
  ),
  { nil: "" },
);

/** Request headers a hostile client might send: stale cookies, wrong tokens, odd accept values. */
const extraHeaders = fc.record(
  {
    accept: fc.constantFrom("application/json", "text/plain", "*/*", "text/html"),
    cookie: fc.constantFrom("session=garbage", "session=", "refline_session=" + "a".repeat(64), "a=b; c"),
    authorization: fc.constantFrom("Bearer x", "Bearer " + "0".repeat(40), "Basic Og==", "Bearer"),
    "stripe-signature": fc.constantFrom("t=1,v1=deadbeef", "garbage"),
    "x-twilio-signature": fc.constantFrom("AAAA", ""),
  },
  { requiredKeys: [] },
);

/** Requests for one REST route: hostile params, query strings, bodies and content types. */
export function restCase(route: RouteEntry, knownShape: Shape): fc.Arbitrary<RawRequest> {
  const hasBody = !["GET", "HEAD", "OPTIONS"].includes(route.method);
  const body: fc.Arbitrary<{ ct: string; body?: string }> = hasBody
    ? fc.oneof(
        fc.record({ ct: contentTypes, body: hostileValue.map((v) => JSON.stringify(v) ?? "null") }),
        fc.record({ ct: contentTypes, body: shapedValue(knownShape).map((v) => JSON.stringify(v)) }),
        fc.record({ ct: contentTypes, body: malformedJson }),
        fc.record({ ct: contentTypes }),
      )
    : fc.constant({ ct: "" });
  return fc
    .record({ path: fillPath(route.url), qs: queryString, b: body, h: extraHeaders })
    .map(({ path, qs, b, h }) => ({
      method: route.method,
      // Over Node's 16 KB header limit the server answers 431 before it knows the method, with a
      // body, which a HEAD client cannot parse; HEAD gets shorter URLs (GET covers the long ones).
      path: route.method === "HEAD" ? (path + qs).slice(0, 8000) : path + qs,
      headers: { ...h, ...(b.ct ? { "content-type": b.ct } : {}) },
      body: b.body,
    }));
}

/** Requests for one tRPC procedure, in its own wire format (superjson envelope) and outside it. */
export function trpcCase(proc: Procedure): fc.Arbitrary<RawRequest> {
  const input = fc.oneof(
    proc.shape ? shapedValue(proc.shape) : hostileValue,
    hostileValue,
    fc.constant(undefined),
  );
  const envelope = fc.oneof(
    { weight: 3, arbitrary: input.map((v) => JSON.stringify({ json: v })) },
    { weight: 1, arbitrary: input.map((v) => JSON.stringify(v) ?? "") },
    {
      weight: 1,
      arbitrary: fc
        .record({ v: input, meta: hostileValue })
        .map(({ v, meta }) => JSON.stringify({ json: v, meta: { values: meta } })),
    },
    { weight: 1, arbitrary: malformedJson },
  );
  const method =
    proc.type === "mutation"
      ? fc.constantFrom("POST", "POST", "POST", "GET")
      : fc.constantFrom("GET", "GET", "GET", "POST");
  const batch = fc.boolean();
  return fc
    .record({ m: method, e: envelope, batch, ct: contentTypes, h: extraHeaders })
    .map(({ m, e, batch, ct, h }) => {
      const path = `/trpc/${proc.path}${batch ? `,${proc.path}` : ""}`;
      if (m === "GET")
        return {
          method: "GET",
          path: `${path}?${batch ? "batch=1&" : ""}input=${encodeParam(batch ? `{"0":${e},"1":${e}}` : e)}`,
          headers: h,
        };
      return {
        method: "POST",
        path: `${path}${batch ? "?batch=1" : ""}`,
        headers: { ...h, "content-type": ct || "application/json" },
        body: batch ? `{"0":${e}}` : e,
      };
    });
}

/** Union of every procedure's field names: REST bodies get a chance to look almost valid. */
export function unionShape(procs: Procedure[]): Shape {
  const out: Shape = {};
  for (const p of procs) Object.assign(out, p.shape ?? {});
  return out;
}
