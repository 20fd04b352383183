/** The data-rights REST calls (paths the spec documents), answered as JSON. */

export interface Answer {
  id: string;
  kind: "correction" | "deletion";
  status: string;
  message: string;
  dueAt: string | null;
}

export interface Failure {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]> | null;
}

/** POSTs JSON to a documented path and reads either the answer or { error, fieldErrors }. */
export async function send<T>(
  path: string,
  body: unknown,
): Promise<{ ok: true; data: T } | ({ ok: false } & Failure)> {
  try {
    const res = await fetch(path, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as
      (T & { error?: string; fieldErrors?: Record<string, string[]> | null }) | null;
    if (res.ok) return { ok: true, data: json as T };
    return {
      ok: false,
      status: res.status,
      message: json?.error ?? res.statusText,
      fieldErrors: json?.fieldErrors ?? null,
    };
  } catch {
    return { ok: false, status: 0, message: "Network error. Please try again.", fieldErrors: null };
  }
}
