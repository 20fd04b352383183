import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * The request (or job) a piece of work belongs to, carried through every await so that each log
 * line says which request it serves, and jobs a request enqueues keep its id.
 */
export interface RequestContext {
  requestId: string;
  jobId?: string;
  queue?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentContext = (): RequestContext | undefined => storage.getStore();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The key under which an enqueued job carries the id of the request that caused it. */
export const REQUEST_ID_KEY = "_requestId";

/**
 * A caller's x-request-id when it is a plausible id (a router's or a client's), else a new one.
 * The limit keeps log lines and headers from carrying arbitrary text.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:@/+=-]{1,128}$/.test(value) ? value : randomUUID();
}
