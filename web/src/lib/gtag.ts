/**
 * The third-party analytics script (Google Analytics 4, gtag.js), loaded only when the operator set
 * ANALYTICS_ID and only after the visitor accepted cookies. Events the product tracks first-party
 * are forwarded to it with the same names and parameters.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | null = null;

export function loadGtag(id: string) {
  if (loadedId || typeof document === "undefined") return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function gtagEvent(name: string, params: Record<string, unknown>) {
  if (loadedId && window.gtag) window.gtag("event", name, params);
}
