import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { OPERATOR_ZONE } from "../features/admin/format";
import { trpc } from "../lib/trpc";
import { SimulatedNotice } from "./SimulatedNotice";
import { Button } from "./ui/button";

/** The pages of the operator console: they get this layout, never the marketing one. */
export const OPERATOR_PATH_PREFIXES = [
  "/admin",
  "/test-basic-call",
  "/test-voices",
  "/test-bland-ai",
  "/api-keys",
  "/test-voice-agent",
] as const;

export function isOperatorPath(path: string): boolean {
  const p = path.toLowerCase();
  return OPERATOR_PATH_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

const LINKS = [
  ["/admin", "Dashboard"],
  ["/admin/audit-log", "Audit log"],
  ["/admin/security", "Security"],
  ["/test-basic-call", "Basic call"],
  ["/test-voices", "Voices"],
  ["/test-bland-ai", "AI calls"],
  ["/test-voice-agent", "Voice agent"],
  ["/api-keys", "API keys"],
] as const;

/**
 * Operator pages: a slim bar (RefLine Admin, the operator pages, the zone every time is shown
 * in, who is signed in and Logout) and no marketing header, footer, cookie banner or call to
 * action. Each page's own OperatorGate decides who may see it.
 */
export function OperatorLayout() {
  const me = trpc.admin.me.useQuery(undefined, { retry: false });
  const queryClient = useQueryClient();
  const signOut = trpc.admin.signOut.useMutation({ onSuccess: () => queryClient.invalidateQueries() });
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header data-testid="operator-bar" className="border-b border-slate-700 bg-slate-900 text-slate-100">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <Link to="/admin" className="font-bold text-white">
            RefLine Admin
          </Link>
          <nav aria-label="Operator pages" className="flex flex-wrap gap-1 text-sm">
            {LINKS.map(([to, label]) => (
              <NavLink
                key={to}
                to={to}
                end
                className={({ isActive }) =>
                  `rounded px-2 py-1 ${isActive ? "bg-slate-700 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white"}`
                }
              >
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm text-slate-300">
            <span data-testid="operator-zone">Times in {OPERATOR_ZONE}</span>
            {me.data && (
              <>
                <span>Signed in as {me.data.email}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => signOut.mutate()}
                  disabled={signOut.isPending}
                >
                  Logout
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      <SimulatedNotice compact />
      <div id="main" className="flex-1">
        <Suspense
          fallback={
            <div className="mx-auto max-w-3xl px-6 py-24 text-center text-slate-500" role="status">
              Loading…
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
