import "./index.css";

// React first, then the app: evaluating them in two tasks keeps each one short on a slow phone
// (index.html preloads both, at low priority, see vite.config.ts; the landing page after it paints).
const start = () => void import("react-dom/client").then(() => import("./boot"));

if (document.getElementById("root")?.firstElementChild) {
  // The server rendered this page: let the browser paint it before any script is fetched or run
  // (a hidden tab does not paint, hence the timer too). The server lists what to fetch then
  // (src/http/web.ts deferLandingScripts): all of it at once, at low priority.
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    const list = document.getElementById("refline-preload")?.textContent;
    for (const href of list ? (JSON.parse(list) as string[]) : []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      link.setAttribute("fetchpriority", "low");
      document.head.append(link);
    }
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else start();
