import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import stripeApi from "./stripe-api.json";
import twilioApi from "./twilio-api-v2010.json";
import postmarkApi from "./postmark-server-api.json";

/**
 * Checks a request captured at a local fake against the extract of the provider's published API
 * definition: the operation must exist (method + path template), its form or JSON body and its
 * query must validate. Returns the problems found (empty: the real service would accept it).
 */
export interface CapturedRequest {
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | null;
}

interface Operation {
  method: string;
  path: string;
  query: Record<string, unknown>;
  form?: Record<string, unknown> | null;
  json?: Record<string, unknown> | null;
}

// ajv-formats is CommonJS with a default export: take the function whichever way it arrives.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

function compiler(form: boolean) {
  // Form bodies arrive as strings: coerce "42" to 42, "true" to true, a lone value to a list.
  // JSON bodies are checked as sent (coercion would turn a null into "").
  const ajv = new Ajv({ strict: false, coerceTypes: form ? "array" : false, allErrors: true });
  addFormats(ajv);
  // Provider-specific format names. Stripe's unix-time is a whole number of seconds; the
  // others (Twilio's phone-number, endpoint, twiml, http-method) are checked by enum or not at all.
  ajv.addFormat("unix-time", /^\d+$/);
  for (const f of ["decimal", "int64", "endpoint", "http-method", "phone-number", "twiml"])
    ajv.addFormat(f, true);
  return ajv;
}

/**
 * Twilio silently ignores a parameter it does not know (a misspelt StatusCallback would never call
 * back), so its forms and queries are closed here; Stripe's definitions are closed already.
 */
function closed(schema: Record<string, unknown>): Record<string, unknown> {
  return { additionalProperties: false, ...schema };
}

function validatorFor(api: { operations: Operation[] }, opts: { close: boolean }) {
  const formAjv = compiler(true);
  const jsonAjv = compiler(false);
  const ops = api.operations.map((op) => {
    const pattern = new RegExp(`^${op.path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`);
    const body = op.form ?? op.json ?? null;
    return {
      op,
      pattern,
      query: formAjv.compile(opts.close ? closed(op.query) : op.query),
      body: body ? (op.json ? jsonAjv : formAjv).compile(opts.close ? closed(body) : body) : null,
    };
  });
  const problems = (v: ValidateFunction, where: string) =>
    (v.errors ?? []).map((e) =>
      `${where}${e.instancePath || ""} ${e.message ?? ""}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`.trim(),
    );

  return (req: CapturedRequest): string[] => {
    const found = ops.find((o) => o.op.method === req.method.toUpperCase() && o.pattern.test(req.path));
    if (!found) return [`${req.method} ${req.path}: no such operation in the definition`];
    const out: string[] = [];
    const query = structuredClone(req.query ?? {});
    if (!found.query(query)) out.push(...problems(found.query, "query"));
    const body = structuredClone(req.body ?? {});
    if (found.body) {
      if (!found.body(body)) out.push(...problems(found.body, "body"));
    } else if (Object.keys(body).length) out.push("body: this operation takes no body");
    return out.map((p) => `${req.method} ${req.path}: ${p}`);
  };
}

export const checkStripeRequest = validatorFor(stripeApi as { operations: Operation[] }, { close: false });
export const checkTwilioRequest = validatorFor(twilioApi as { operations: Operation[] }, { close: true });
export const checkPostmarkRequest = validatorFor(postmarkApi as { operations: Operation[] }, {
  close: false,
});

/** A form or query string as an object; a repeated key becomes a list. */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}
