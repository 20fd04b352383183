/**
 * Client-side analytics for the payment pages, sent to our first-party endpoint and only after the
 * visitor accepted cookies (spec §4). The purchase itself is recorded on the server when the
 * provider confirms the money, so it is not sent from here (it would count twice).
 */
export function trackEvent(
  name: string,
  input: { category?: string; label?: string; value?: number; params?: Record<string, string | number> } = {},
) {
  try {
    if (window.localStorage.getItem("cookieConsent") !== "accepted") return;
  } catch {
    return;
  }
  void fetch("/api/analytics/events", {
    method: "POST",
    credentials: "include",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, path: window.location.pathname, ...input }),
  }).catch(() => {});
}
