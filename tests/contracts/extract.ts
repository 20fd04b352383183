/**
 * Regenerates the API definition extracts in this folder from local clones of the providers'
 * published definitions (only the operations the product calls, descriptions dropped, $refs
 * inlined). Usage:
 *   tsx tests/contracts/extract.ts <stripe/openapi git dir> <stripe commit> <twilio/twilio-oai git dir> <twilio commit>
 * Then `npx prettier --write tests/contracts/*.json`. The Postmark extract is written by hand (see
 * postmark-server-api.json's header) and checked against postmark-swagger-extract.json by
 * tests/unit/postmark-contract-source.test.ts.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";

type Schema = Record<string, unknown>;
const show = (dir: string, commit: string, path: string) =>
  JSON.parse(
    execFileSync("git", ["-C", dir, "show", `${commit}:${path}`], { maxBuffer: 1 << 30 }).toString(),
  );

/** Inlines #/components refs and drops prose, so each operation's schema stands alone. */
function clean(node: unknown, spec: Schema, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => clean(n, spec, depth));
  if (!node || typeof node !== "object") return node;
  const o = node as Schema;
  if (typeof o.$ref === "string") {
    if (depth > 12) return {};
    const target = o.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((n, k) => (n as Schema)[k], spec);
    return clean(target, spec, depth + 1);
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === "description" || k === "title" || k.startsWith("x-")) continue;
    out[k] =
      k === "properties"
        ? Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, clean(s, spec, depth)]))
        : clean(v, spec, depth);
  }
  return out;
}

/** One operation: its form body schema and its query parameters as one object schema. */
function operation(spec: Schema, path: string, method: string) {
  const op = ((spec.paths as Schema)[path] as Schema)[method] as Schema;
  if (!op) throw new Error(`${method} ${path} is not in the definition`);
  const params = ((op.parameters ?? []) as Schema[]).map((p) => clean(p, spec) as Schema);
  const query = params.filter((p) => p.in === "query");
  const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Schema;
  const form = content["application/x-www-form-urlencoded"] as Schema | undefined;
  return {
    method: method.toUpperCase(),
    path,
    query: {
      type: "object",
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
      required: query.filter((p) => p.required).map((p) => p.name),
    },
    form: form ? clean(form.schema, spec) : null,
  };
}

const [stripeDir, stripeCommit, twilioDir, twilioCommit] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
];

const stripe = show(stripeDir, stripeCommit, "openapi/spec3.json");
const stripeOps: [string, string][] = [
  ["/v1/balance", "get"],
  ["/v1/payment_intents", "post"],
  ["/v1/payment_intents/{intent}", "get"],
  ["/v1/checkout/sessions", "post"],
  ["/v1/checkout/sessions/{session}", "get"],
  ["/v1/refunds", "post"],
];
writeFileSync(
  "tests/contracts/stripe-api.json",
  JSON.stringify(
    {
      source: {
        repository: "https://github.com/stripe/openapi",
        path: "openapi/spec3.json",
        commit: stripeCommit,
        licence: "MIT (Copyright (c) 2011- Stripe, Inc.)",
      },
      operations: stripeOps.map(([p, m]) => operation(stripe, p, m)),
    },
    null,
    1,
  ) + "\n",
);

const twilio = show(twilioDir, twilioCommit, "spec/json/twilio_api_v2010.json");
const acct = "/2010-04-01/Accounts/{AccountSid}";
const twilioOps: [string, string][] = [
  ["/2010-04-01/Accounts/{Sid}.json", "get"],
  [`${acct}/Calls.json`, "post"],
  [`${acct}/Calls.json`, "get"],
  [`${acct}/Calls/{Sid}.json`, "post"],
  [`${acct}/Calls/{CallSid}/Recordings.json`, "post"],
  [`${acct}/Recordings.json`, "get"],
  [`${acct}/Recordings/{Sid}.json`, "delete"],
  [`${acct}/Messages.json`, "post"],
];
writeFileSync(
  "tests/contracts/twilio-api-v2010.json",
  JSON.stringify(
    {
      source: {
        repository: "https://github.com/twilio/twilio-oai",
        path: "spec/json/twilio_api_v2010.json",
        commit: twilioCommit,
        licence: "MIT (Copyright (C) 2023, Twilio, Inc.)",
      },
      operations: twilioOps.map(([p, m]) => operation(twilio, p, m)),
    },
    null,
    1,
  ) + "\n",
);
