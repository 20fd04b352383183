import { useEffect, useState } from "react";

/**
 * What tells the landing page a visitor is about to use a form. Scrolling counts too: a visitor on
 * the way down is headed for the forms, and an observer that missed the section (it came into view
 * before the page was hydrated) must not leave it empty.
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll", "wheel"] as const;
/** A form starts loading when its section comes within this distance of the viewport. */
const NEAR = "400px 0px";

/**
 * Whether the section `id` is wanted yet: once it scrolls near the viewport, on the visitor's first
 * interaction with the page (a tap, a key, a focus), or at once when the address already points
 * at it (#id) or carries values for it (a query string). Until then its code is not downloaded:
 * the landing page's first load carries no form, no schema and no phone metadata.
 */
export function useWanted(id: string, opts: { query?: boolean } = {}): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (location.hash === `#${id}` || (opts.query && location.search.length > 1)) return want();
    // The visitor's first interaction may have come before the page was hydrated (main.tsx).
    if (document.documentElement.dataset.interacted !== undefined) return want();
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === "undefined") return want();
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: NEAR,
    });
    seen.observe(el);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true });
    window.addEventListener("hashchange", want, { once: true });
    return () => {
      seen.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
      window.removeEventListener("hashchange", want);
    };
  }, [id, wanted, opts.query]);
  return wanted;
}
