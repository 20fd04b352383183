import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { installErrorReporting, installPreloadReload } from "./lib/error-reporting";
import { HYDRATED_EVENT } from "./lib/hydrated-event";
import { AppProviders, createQueryClient, STATE_ELEMENT_ID } from "./Root";

installErrorReporting();
installPreloadReload();

const container = document.getElementById("root")!;
const queryClient = createQueryClient();
// The server renders the landing page's HTML with the data it used (entry-server.tsx): the same
// data goes into the cache first, so the first render in the browser matches the server's.
const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);
const hydrating = container.firstElementChild !== null;

/** Tells main.tsx the page is React's now (effects run once the hydrated tree is committed). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Hydrated>
      <AppProviders queryClient={queryClient} hydrating={hydrating}>
        <BrowserRouter>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    </Hydrated>
  </StrictMode>
);

if (hydrating) {
  // In a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task: the page already shows, and stays responsive while React takes it over.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error("Server-rendered page did not match:", error),
    });
  });
} else createRoot(container).render(app);
