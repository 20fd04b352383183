import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long an anchor is held in place while the page above it is still loading. */
const HOLD_MS = 4000;

/**
 * Scrolls to the #anchor after navigation (the SPA router does not), and keeps it there while the
 * page settles: arriving from another page, lazy content above the anchor (the form, the sample
 * report, pricing) grows after the first scroll and would push the section down out of view. Each
 * change of the page's size re-aligns it, until the visitor scrolls or types themselves, or the
 * page has been still for a while.
 */
export function useHashScroll() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const align = () => document.getElementById(id)?.scrollIntoView({ block: "start" });
    const observer = new ResizeObserver(align);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const e of USER_SCROLL_EVENTS) window.removeEventListener(e, stop);
    };
    observer.observe(document.body);
    const timer = setTimeout(stop, HOLD_MS);
    for (const e of USER_SCROLL_EVENTS) window.addEventListener(e, stop, { passive: true });
    align();
    return stop;
  }, [pathname, hash]);
}

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "mousedown"] as const;
