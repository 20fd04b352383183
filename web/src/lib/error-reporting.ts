/**
 * Browser errors go to the server's log (POST /api/client-errors), next to the server's own
 * errors, with the page they happened on. A page reports a handful at most: a loop throwing on
 * every frame must not flood the log or the network.
 */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;

export type ClientErrorKind = "error" | "unhandledrejection" | "render";

export function reportClientError(error: unknown, kind: ClientErrorKind, componentStack?: string): void {
  if (typeof window === "undefined" || sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  const err = error instanceof Error ? error : new Error(String(error));
  const body = JSON.stringify({
    kind,
    message: err.message.slice(0, 1000),
    stack: err.stack?.slice(0, 8000),
    componentStack: componentStack?.slice(0, 8000),
    url: window.location.href.slice(0, 2000),
  });
  const blob = new Blob([body], { type: "application/json" });
  // sendBeacon survives the page being closed or reloaded right after the error.
  if (!navigator.sendBeacon?.("/api/client-errors", blob))
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => {});
}

export function installErrorReporting(): void {
  window.addEventListener("error", (e) => reportClientError(e.error ?? e.message, "error"));
  window.addEventListener("unhandledrejection", (e) => reportClientError(e.reason, "unhandledrejection"));
}

const RELOADED_AT = "refline:preload-reload-at";

/**
 * After a deploy, an open tab still names the previous build's chunks, which are gone: Vite
 * raises vite:preloadError when one fails to load. Reloading fetches the new build. Guarded so
 * a chunk that is really missing reloads once, not forever.
 */
export function installPreloadReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return; // already reloaded: let the error boundary show it
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
