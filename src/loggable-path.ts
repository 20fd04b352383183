/**
 * What logs and traces may say about a request's address. Paths may carry secrets (the candidate's
 * authorization token in an old-form link /authorize/{token}; tokens in query strings), so a route
 * with a secret parameter is recorded by its pattern (":token"), and
 * anything else (/api/status/12, the SPA's catch-all, a 404) by its path without the query, each
 * long opaque segment replaced.
 */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_~%=+-]{16,}$/;
/** Words in paths are lower case; a token almost surely has a capital or a digit. */
const TOKEN_LIKE = /[A-Z0-9]/;
const opaque = (segment: string) => OPAQUE_SEGMENT.test(segment) && TOKEN_LIKE.test(segment);
const SECRET_PARAMETER = /:[A-Za-z0-9_]*(token|secret|code|key)/i;

export function loggablePath(url: string, route?: string | null): string {
  if (route && SECRET_PARAMETER.test(route)) return route;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path
    .split("/")
    .map((segment) => (opaque(segment) ? ":redacted" : segment))
    .join("/");
}

/** The request as log lines show it (Fastify's `req` serializer): never its raw URL. */
export function loggableRequest(req: {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
  id?: string;
}): Record<string, unknown> {
  return { method: req.method, url: loggablePath(req.url ?? "", req.routeOptions?.url), reqId: req.id };
}
