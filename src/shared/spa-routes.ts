/**
 * Every path the SPA renders a page for (spec customer-side §2 and operator-side), as react-router
 * patterns. The web server answers 404 for any other path (with the SPA's 404 page as the body),
 * and the SPA's route table is built from this list, so the two can never disagree.
 */
export const SPA_PATHS = [
  "/",
  "/check-status/:id",
  "/demo-status",
  "/faq",
  "/privacy",
  "/terms",
  "/what-to-expect",
  "/maintenance",
  "/payment-failed",
  "/demo",
  "/dev/outbox",
  "/checkout",
  "/checkout-simple",
  "/checkout-legacy",
  "/checkout/simulated/:sessionId",
  "/checkout-success",
  "/thank-you",
  "/login",
  "/customer-login",
  "/login/confirm",
  "/dashboard",
  "/customer-dashboard",
  "/dashboard/settings/api",
  "/dashboard/settings/organization",
  "/invitations/accept",
  "/developers",
  "/admin",
  "/admin/checks/:id",
  "/admin/audit-log",
  "/admin/security",
  "/test-basic-call",
  "/test-voices",
  "/test-bland-ai",
  "/api-keys",
  "/test-voice-agent",
  "/authorize",
  // Links e-mailed before the token moved to the fragment: the page moves it there client-side.
  "/authorize/:token",
] as const;

export type SpaPath = (typeof SPA_PATHS)[number];

/**
 * True when `pathname` is one of the SPA's pages, matched the way react-router matches: case-
 * insensitive, one trailing slash allowed, a `:param` is one non-empty segment.
 */
export function isSpaPath(pathname: string): boolean {
  const segments = (p: string) => p.replace(/\/+$/, "").split("/").slice(1);
  const asked = segments(pathname.toLowerCase());
  return SPA_PATHS.some((pattern) => {
    const want = segments(pattern.toLowerCase());
    return (
      want.length === asked.length &&
      want.every((w, i) => (w.startsWith(":") ? asked[i] !== "" : w === asked[i]))
    );
  });
}
