import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  url: string;
  /** True for WebSocket endpoints (a plain HTTP request to them is not the protocol). */
  websocket: boolean;
  /** A route-specific body limit in bytes, when the route sets one (the app's default applies otherwise). */
  bodyLimit?: number;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on `app` (including those of plugins registered later), so the
 * hostile-input suite and diagnostics can enumerate the whole HTTP surface without a hand-kept list.
 * Must be called before any route is added.
 */
export function recordRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  tables.set(app, list);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      list.push({
        method: String(method).toUpperCase(),
        url: route.url,
        websocket: !!route.websocket,
        bodyLimit: route.bodyLimit,
      });
  });
}

/** The routes recorded by recordRoutes (empty when it was not installed). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  return [...(tables.get(app) ?? [])];
}
