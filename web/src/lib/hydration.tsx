import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const Hydrated = createContext(true);

/**
 * Around the app: `hydrating` is true when React takes over HTML rendered on the server (and on
 * the server itself). The flag flips once the page is hydrated, in a transition so the work it
 * starts (the forms) is split into short tasks instead of blocking the main thread.
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False on the server and while a server-rendered page is being hydrated; true afterwards and in
 * every render in the browser that is not a hydration. Parts that depend on the browser (local
 * time, local storage, the URL's query, lazily loaded forms) render only once it is true, so the
 * first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
