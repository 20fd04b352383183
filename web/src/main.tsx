import "./index.css";
import { HYDRATED_EVENT } from "./lib/hydrated-event";

// React first, then the app: evaluating them in two tasks keeps each one short on a slow phone
// (index.html preloads both, at low priority, see vite.config.ts; the landing page when it hydrates).
const start = () => void import("react-dom/client").then(() => import("./boot"));

/**
 * What makes the server-rendered landing page fetch its scripts and hydrate: the visitor's first
 * sign of life (a tap, a key, a focus, a scroll, the mouse moving), a form section coming near the
 * viewport, or an address that asks for something at once (#section, a prefilled form's query).
 * Until then the page is the server's HTML and nothing else: links work as links, and no script
 * (React, the router, the query client) is fetched, evaluated or run while the page is only read.
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin", "scroll", "wheel", "mousemove"];
/** The sections whose forms load on demand (features/landing/use-wanted.ts): hydrate ahead of them. */
const FORM_SECTIONS = ["reference-form", "enterprise-form"];
const NEAR = "400px 0px";

function hydrateWhenWanted(root: HTMLElement) {
  let started = false;
  const observers: IntersectionObserver[] = [];
  // A button pressed before React has taken the page over has no handler yet: its click is held
  // and given again once the page is hydrated (links and native controls need no help).
  const held: HTMLElement[] = [];
  const hold = (e: MouseEvent) => {
    const el = e.target instanceof Element ? e.target.closest<HTMLElement>("button, [role='button']") : null;
    if (!el || !root.contains(el) || el.closest("a, summary, form")) return;
    e.preventDefault();
    e.stopPropagation();
    if (!held.includes(el)) held.push(el);
  };
  document.addEventListener("click", hold, true);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener("click", hold, true);
      for (const el of held.splice(0)) if (el.isConnected) el.click();
    },
    { once: true },
  );

  const begin = (e?: Event) => {
    if (started) return;
    started = true;
    // The forms load on the visitor's first interaction (use-wanted.ts): this one came before the
    // page was React's, so it is left where the page can read it.
    if (e && e.type !== "mousemove") document.documentElement.dataset.interacted = "";
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    for (const o of observers) o.disconnect();
    // The server lists what to fetch (src/http/web.ts deferLandingScripts): all of it at once.
    const list = document.getElementById("refline-preload")?.textContent;
    for (const href of list ? (JSON.parse(list) as string[]) : []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    start();
  };
  if (location.hash.length > 1 || location.search.length > 1 || typeof IntersectionObserver === "undefined") {
    // Let the browser paint the page before any script is fetched or run (a hidden tab does not
    // paint, hence the timer too).
    requestAnimationFrame(() => setTimeout(() => begin(), 0));
    setTimeout(() => begin(), 250);
    return;
  }
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && begin(), {
    rootMargin: NEAR,
  });
  observers.push(observer);
  for (const id of FORM_SECTIONS) {
    const el = document.getElementById(id);
    if (el) observer.observe(el);
  }
}

const root = document.getElementById("root");
if (root?.firstElementChild) hydrateWhenWanted(root);
else start();
