import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import { ToastProvider } from "./components/ui/toast";
import { HydrationBoundary } from "./lib/hydration";
import { trpc } from "./lib/trpc";

/** spec §7: reads never go stale, no refetch on focus, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The id of the JSON block holding the query data the landing page was rendered with on the server. */
export const STATE_ELEMENT_ID = "refline-state";

/** Every provider the SPA needs around its router (the same tree on the server and in the browser). */
export function AppProviders({
  queryClient,
  hydrating,
  children,
}: {
  queryClient: QueryClient;
  /** True on the server and when the browser hydrates the server's HTML. */
  hydrating: boolean;
  children: ReactNode;
}) {
  const [trpcClient] = useState(() =>
    trpc.createClient({
      links: [
        httpBatchLink({
          url: "/trpc",
          // Long batches (the operator dashboard's) split into several requests rather than
          // outgrow the server's path limit (MAX_PATH_PARAM_LENGTH in src/http/app.ts).
          maxURLLength: 4000,
          transformer: superjson,
          fetch: (url, opts) => fetch(url, { ...opts, credentials: "include" }),
        }),
      ],
    }),
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary hydrating={hydrating}>
          <ToastProvider>{children}</ToastProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
