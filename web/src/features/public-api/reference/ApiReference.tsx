import { useEffect, useState } from "react";
import {
  anchor,
  operationsOf,
  resolveParameter,
  type Method,
  type OpenApiDocument,
  type Operation,
} from "./openapi";
import { Inline, Prose, SchemaBody, typeLabel } from "./SchemaView";

const METHOD_COLORS: Record<Method, string> = {
  get: "bg-emerald-100 text-emerald-900",
  post: "bg-brand-100 text-brand-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-900",
};

function Heading({ children }: { children: string }) {
  return <h5 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-800">{children}</h5>;
}

function Parameters({ doc, op, label }: { doc: OpenApiDocument; op: Operation; label: string }) {
  const params = (op.parameters ?? []).map((p) => resolveParameter(doc, p));
  if (!params.length) return null;
  return (
    <>
      <Heading>{label}</Heading>
      <ul className="mt-2 space-y-3">
        {params.map((p) => (
          <li key={`${p.in}:${p.name}`} className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <code className="wrap-anywhere font-semibold text-slate-900">{p.name}</code>
              <span className="text-slate-700">
                {p.schema ? typeLabel(doc, p.schema) : "string"}, in {p.in}
              </span>
              {p.required ? (
                <span className="text-xs font-semibold text-red-800">required</span>
              ) : (
                <span className="text-xs text-slate-700">optional</span>
              )}
            </p>
            {p.schema ? (
              <SchemaBody doc={doc} schema={{ ...p.schema, description: p.description }} depth={1} />
            ) : (
              <Prose text={p.description} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Body({ doc, op, label }: { doc: OpenApiDocument; op: Operation; label: string }) {
  const body = op.requestBody;
  if (!body) return null;
  return (
    <>
      <Heading>{label}</Heading>
      <Prose text={body.description} />
      {Object.entries(body.content ?? {}).map(([type, media]) => (
        <div key={type} className="mt-1">
          <p className="text-sm text-slate-700">
            <code className="wrap-anywhere text-slate-900">{type}</code>,{" "}
            {body.required ? "required" : "optional"}
          </p>
          {media.schema && <SchemaBody doc={doc} schema={media.schema} />}
        </div>
      ))}
    </>
  );
}

function Responses({ doc, op, label }: { doc: OpenApiDocument; op: Operation; label: string }) {
  return (
    <>
      <Heading>{label}</Heading>
      <ul className="mt-2 space-y-2">
        {Object.entries(op.responses ?? {}).map(([status, res]) => (
          <li key={status}>
            <details className="rounded-md border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm text-slate-900">
                <strong>{status}</strong> <Inline text={res.description ?? ""} />
              </summary>
              <div className="min-w-0 border-t border-slate-200 px-3 pb-3">
                {Object.entries(res.headers ?? {}).length > 0 && (
                  <ul className="mt-2 space-y-1" aria-label={`Headers of ${status}`}>
                    {Object.entries(res.headers ?? {}).map(([name, h]) => (
                      <li key={name} className="text-sm text-slate-700">
                        <code className="wrap-anywhere font-semibold text-slate-900">{name}</code> header
                        <Prose text={h.description} />
                      </li>
                    ))}
                  </ul>
                )}
                {Object.entries(res.content ?? {}).map(([type, media]) => (
                  <div key={type} className="mt-2">
                    <p className="text-sm text-slate-700">
                      Body: <code className="wrap-anywhere text-slate-900">{type}</code>
                    </p>
                    {media.schema && <SchemaBody doc={doc} schema={media.schema} />}
                  </div>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

function OperationView(props: {
  doc: OpenApiDocument;
  op: Operation;
  method: Method;
  path: string;
  id: string;
  event?: boolean;
}) {
  const { doc, op, method, path, id, event } = props;
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="min-w-0 border-t border-slate-200 pt-6">
      <h4 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {event ? (
          <code className="wrap-anywhere">{op.summary ?? path}</code>
        ) : (
          (op.summary ?? `${method} ${path}`)
        )}
      </h4>
      <p className="mt-1 flex flex-wrap items-baseline gap-2 text-sm">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_COLORS[method]}`}
        >
          {method}
        </span>
        <code className="wrap-anywhere text-slate-900">{event ? "to your endpoint's URL" : path}</code>
      </p>
      <Prose text={op.description} />
      <Parameters doc={doc} op={op} label={event ? "Headers" : "Parameters"} />
      <Body doc={doc} op={op} label={event ? "Payload" : "Request body"} />
      <Responses doc={doc} op={op} label={event ? "Your answer" : "Responses"} />
    </article>
  );
}

/** The reference: every operation of openapi.json by tag, then every webhook event, with their schemas. */
export function ReferenceView({ doc }: { doc: OpenApiDocument }) {
  const operations = operationsOf(doc.paths);
  const events = operationsOf(doc.webhooks ?? {});
  const tags: { name: string; description?: string }[] = doc.tags?.length
    ? doc.tags
    : [...new Set(operations.flatMap((o) => o.op.tags ?? ["Operations"]))].map((name) => ({ name }));
  const opId = (o: (typeof operations)[number]) =>
    anchor("operation", o.op.operationId ?? `${o.method}${o.path}`);
  return (
    <div className="min-w-0">
      <p className="text-sm text-slate-700">
        {doc.info.title} {doc.info.version}, OpenAPI {doc.openapi}
        {doc.servers?.[0] && (
          <>
            {" "}
            · server <code className="wrap-anywhere text-slate-900">{doc.servers[0].url}</code>
          </>
        )}
      </p>
      <Prose text={doc.info.description} />
      {Object.entries(doc.components?.securitySchemes ?? {}).map(([name, s]) => (
        <Prose key={name} text={`Authentication: ${s.scheme ?? s.type}. ${s.description ?? ""}`} />
      ))}
      <nav aria-label="Reference contents" className="mt-4">
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {operations.map((o) => (
            <li key={opId(o)} className="min-w-0">
              <a className="text-brand-700 underline underline-offset-2" href={`#${opId(o)}`}>
                {o.op.summary ?? `${o.method} ${o.path}`}
              </a>
            </li>
          ))}
          {events.length > 0 && (
            <li>
              <a className="text-brand-700 underline underline-offset-2" href="#webhook-events">
                Webhook events
              </a>
            </li>
          )}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag.name} aria-labelledby={anchor("tag", tag.name)} className="mt-8">
          <h3 id={anchor("tag", tag.name)} className="text-xl font-semibold text-slate-900">
            {tag.name}
          </h3>
          <Prose text={tag.description} />
          <div className="mt-4 space-y-6">
            {operations
              .filter((o) => (o.op.tags ?? ["Operations"]).includes(tag.name))
              .map((o) => (
                <OperationView
                  key={opId(o)}
                  doc={doc}
                  op={o.op}
                  method={o.method}
                  path={o.path}
                  id={opId(o)}
                />
              ))}
          </div>
        </section>
      ))}
      {events.length > 0 && (
        <section aria-labelledby="webhook-events" className="mt-8">
          <h3 id="webhook-events" className="text-xl font-semibold text-slate-900">
            Webhook events
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            What RefLine sends to your endpoint, one request per event, signed per Standard Webhooks.
          </p>
          <div className="mt-4 space-y-6">
            {events.map((e) => (
              <OperationView
                key={e.path}
                doc={doc}
                op={e.op}
                method={e.method}
                path={e.path}
                id={anchor("webhook", e.path)}
                event
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** Loads /api/v1/openapi.json (this origin) and renders it; says so when it cannot. */
export function ApiReference() {
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/v1/openapi.json", { signal: abort.signal, headers: { accept: "application/json" } })
      .then((r) =>
        r.ok ? (r.json() as Promise<OpenApiDocument>) : Promise.reject(new Error(String(r.status))),
      )
      .then(setDoc)
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, []);
  if (failed) return <p className="mt-2 text-red-700">The reference could not be loaded. Reload the page.</p>;
  if (!doc)
    return (
      <p role="status" className="mt-2 text-sm text-slate-700">
        Loading the reference…
      </p>
    );
  return <ReferenceView doc={doc} />;
}
