import "./index.css";

// React first, then the app: evaluating them in two tasks keeps each one short on a slow phone
// (index.html preloads both, at low priority, see vite.config.ts).
const start = () => void import("react-dom/client").then(() => import("./boot"));

if (document.getElementById("root")?.firstElementChild) {
  // The server rendered this page: let the browser paint it before any script work starts (a
  // hidden tab does not paint, hence the timer too).
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
} else start();
