import { Link } from "react-router";
import { trpc } from "../lib/trpc";

/** The plain-spoken notice that providers are simulated (nothing when every provider is live). */
export function SimulatedNotice({ compact = false }: { compact?: boolean }) {
  const modes = trpc.site.providerModes.useQuery();
  const simulated = modes.data
    ? Object.entries(modes.data.providers)
        .filter(([, m]) => m === "simulated")
        .map(([k]) => k)
    : [];
  if (simulated.length === 0) return null;
  return (
    <div
      role="status"
      className={`bg-amber-100 px-4 text-center text-amber-900 ${compact ? "py-1 text-xs" : "py-1.5 text-sm"}`}
    >
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
  );
}
