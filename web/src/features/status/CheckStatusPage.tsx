import { Link, useParams } from "react-router";
import { trpc } from "../../lib/trpc";

/** The skeleton's status page; polled every 30 s (spec §4). */
export function CheckStatusPage() {
  const { id = "" } = useParams();
  const q = trpc.checks.status.useQuery({ id }, { refetchInterval: 30_000 });
  if (q.isLoading) return <main className="mx-auto max-w-2xl px-6 py-12">Loading…</main>;
  if (q.error)
    return (
      <main className="mx-auto max-w-2xl px-6 py-12">
        <h1 className="text-2xl font-bold">Status Not Found</h1>
        <p className="mt-2 text-slate-600">
          {q.error.data?.code === "NOT_FOUND" ? "Reference check not found" : "Unable to load status"}
        </p>
        <Link to="/" className="mt-6 inline-block underline">
          Back to Home
        </Link>
      </main>
    );
  const s = q.data!;
  const done = s.references.filter((r) => r.status === "completed").length;
  return (
    <main className="mx-auto max-w-2xl px-6 py-12">
      <h1 className="text-2xl font-bold">Reference check for {s.candidateName}</h1>
      <p className="mt-1 text-sm text-slate-600">Check ID {s.id}</p>
      <p className="mt-4">
        <span
          data-testid="check-status"
          className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800"
        >
          {s.status === "completed" ? "Completed" : "Processing"}
        </span>
      </p>
      <div
        className="mt-4 h-2 w-full rounded bg-slate-200"
        role="progressbar"
        aria-valuenow={Math.round((done / s.references.length) * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className="h-2 rounded bg-brand-600"
          style={{ width: `${(done / s.references.length) * 100}%` }}
        />
      </div>
      <ul className="mt-6 divide-y rounded-md border">
        {s.references.map((r) => (
          <li key={r.name + r.phoneNumber} className="flex justify-between px-4 py-3">
            <span>
              {r.name} <span className="text-slate-500">{r.phoneNumber}</span>
            </span>
            <span>{r.status}</span>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-6 inline-block underline">
        Back to Home
      </Link>
    </main>
  );
}
