import { Link, Outlet } from "react-router";
import { trpc } from "../lib/trpc";

/** Header, footer and the plain-spoken notice when providers are simulated. */
export function SiteLayout() {
  const modes = trpc.system.providerModes.useQuery();
  const simulated = modes.data
    ? Object.entries(modes.data.providers)
        .filter(([, m]) => m === "simulated")
        .map(([k]) => k)
    : [];
  return (
    <div className="flex min-h-screen flex-col">
      {simulated.length > 0 && (
        <div role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900">
          Simulated providers: {simulated.join(", ")}. No real calls, charges or e-mails are made.
          {modes.data?.devTools && (
            <>
              {" "}
              <Link className="underline" to="/dev/outbox">
                Open the outbox
              </Link>
            </>
          )}
        </div>
      )}
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
          <Link to="/" className="text-xl font-bold text-brand-700">
            RefLine
          </Link>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t py-8 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} RefLine ·{" "}
        <a className="underline" href={`mailto:${modes.data?.supportEmail ?? "support@refline.example"}`}>
          Support
        </a>
      </footer>
    </div>
  );
}
