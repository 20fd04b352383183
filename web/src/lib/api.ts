/**
 * fetch for the documented REST paths (spec §7): credentials included, JSON bodies, and a non-2xx
 * answer becomes an Error whose message is "status: body text" (or the status text when empty).
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers:
      init.body === undefined
        ? { accept: "text/plain" }
        : { "content-type": "application/json", accept: "text/plain" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? res.json() : res.text()) as Promise<T>;
}

/** The text after "status: ", for toasts. */
export function errorText(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.replace(/^\d{3}: /, "");
}
