import type { RestApi, RestRoute } from "@server/http/rest/contract";

/** The JSON a documented REST route answers (Dates arrive as strings), from the server's binding table. */
export type RestAnswer<R extends RestRoute> = RestApi[R]["answer"];
/** The JSON body a documented REST route takes. */
export type RestBody<R extends RestRoute> = RestApi[R]["body"];

/**
 * A body as the SPA may send it: a `true` the schema insists on (a ticked box) may be any boolean,
 * since the route's own schema is what refuses `false` (with the message the page shows).
 */
type Sendable<T> = T extends boolean
  ? boolean
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

type ParamsInit<R extends RestRoute> = [RestApi[R]["params"]] extends [never]
  ? { params?: undefined }
  : { params: Record<RestApi[R]["params"], string | number> };
type BodyInit<R extends RestRoute> = R extends `GET ${string}`
  ? { body?: undefined }
  : [RestBody<R>] extends [never]
    ? { body?: Record<string, never> }
    : object extends RestBody<R>
      ? { body?: Sendable<RestBody<R>> }
      : { body: Sendable<RestBody<R>> };
export type RestInit<R extends RestRoute> = ParamsInit<R> & BodyInit<R>;

/** The path of a route with its parameters filled in (each encoded). */
export function restPath<R extends RestRoute>(route: R, params?: Record<string, string | number>): string {
  const path = route.slice(route.indexOf(" ") + 1);
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

/**
 * fetch for the documented REST paths (spec §7), typed by route ("POST /api/calculate-pricing"):
 * credentials included, JSON bodies, and a non-2xx answer becomes an
 * Error whose message is "status: body text" (or the status text when empty).
 */
export async function api<R extends RestRoute>(
  route: R,
  ...[init]: object extends RestInit<R> ? [init?: RestInit<R>] : [init: RestInit<R>]
): Promise<RestAnswer<R>> {
  const method = route.slice(0, route.indexOf(" "));
  const body = init?.body;
  const res = await fetch(restPath(route, init?.params), {
    method,
    credentials: "include",
    headers:
      body === undefined
        ? { accept: "text/plain" }
        : { "content-type": "application/json", accept: "text/plain" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const type = res.headers.get("content-type") ?? "";
  const answer: unknown = type.includes("application/json") ? await res.json() : await res.text();
  // The wire is where the server's contract is trusted: the route's answer type comes from its binding.
  return answer as RestAnswer<R>;
}

/** The text after "status: ", for toasts. */
export function errorText(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.replace(/^\d{3}: /, "");
}
