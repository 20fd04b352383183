import { dehydrate } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./App";
import { trpc } from "./lib/trpc";
import { AppProviders, createQueryClient, STATE_ELEMENT_ID } from "./Root";

/** What the pages rendered on the server read, fetched by the server in-process. */
export interface ServerData {
  providerModes: unknown;
  dynamicPricing: unknown;
  holidayStatus: unknown;
}

/**
 * Renders a page of the SPA to HTML on the server (the web process does this for "/", so the
 * landing page paints before any JavaScript has loaded). Parts that depend on the browser (the
 * forms, the local clock, stored consent) render after hydration: see lib/hydration.tsx. Returns
 * the markup for #root and the JSON block the browser seeds its query cache from before hydrating.
 */
export function renderPage(url: string, data: ServerData): { html: string; stateScript: string } {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getQueryKey(trpc.site.providerModes, undefined, "query"), data.providerModes);
  queryClient.setQueryData(["dynamic-pricing"], data.dynamicPricing);
  queryClient.setQueryData(["holiday-status"], data.holidayStatus);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} hydrating>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  // "<" escaped so no text in the data can close the script element.
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, "\\u003c");
  queryClient.clear();
  return { html, stateScript: `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>` };
}
