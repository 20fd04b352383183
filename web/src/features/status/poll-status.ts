import { restPath, type RestAnswer } from "../../lib/api";

type Status = RestAnswer<"GET /api/status/:id">;

/** The last answer and its ETag, per check: a poll that finds it unchanged is a 304 with no body. */
const last = new Map<string, { etag: string; status: Status }>();

/**
 * GET /api/status/{id} as the status page polls it: with If-None-Match naming the answer it holds,
 * so an unchanged status costs the server a cache lookup and the wire a few headers. A non-2xx
 * answer is an Error "status: text", as `api` makes it.
 */
export async function pollStatus(id: string): Promise<Status> {
  const held = last.get(id);
  const res = await fetch(restPath("GET /api/status/:id", { id }), {
    credentials: "include",
    // The browser's own cache stays out of it: the conditional request is ours.
    cache: "no-store",
    headers: held ? { accept: "text/plain", "if-none-match": held.etag } : { accept: "text/plain" },
  });
  if (res.status === 304 && held) return held.status;
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  // The wire is where the server's contract is trusted (as in `api`).
  const status = (await res.json()) as Status;
  const etag = res.headers.get("etag");
  if (etag) last.set(id, { etag, status });
  else last.delete(id);
  return status;
}
