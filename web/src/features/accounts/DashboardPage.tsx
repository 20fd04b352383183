import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { api } from "../../lib/api";
import { CALLING_HOURS_RULE } from "../../lib/calling-hours";
import { trpc } from "../../lib/trpc";
import { OrgSwitcher, useActingFor } from "../organizations/OrgSwitcher";
import { CheckList } from "./CheckList";
import { useCurrentUser, useSignOutCache } from "./session";

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="p-3 sm:p-5">
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value ?? "–"}</p>
    </Card>
  );
}

/** /dashboard and /customer-dashboard (spec §2). Signed-out visitors go to /customer-login. */
export function DashboardPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const me = useCurrentUser();
  const clearCache = useSignOutCache();
  const user = me.data ?? null;
  const callsAtOnce = trpc.site.providerModes.useQuery().data?.callsAtOnce === true;
  const acting = useActingFor();
  const [orderedBy, setOrderedBy] = useState("");
  const list = useQuery({
    queryKey: ["dashboard", "checks", user?.id],
    queryFn: () => api("GET /api/dashboard/checks"),
    enabled: !!user,
    refetchInterval: 30_000,
  });

  useEffect(() => {
    if (me.isFetched && !user) navigate("/customer-login", { replace: true });
  }, [me.isFetched, user, navigate]);
  useEffect(() => {
    // The session ended elsewhere (expired, signed out in another tab).
    if (list.error && /^401:/.test(list.error.message)) navigate("/customer-login", { replace: true });
  }, [list.error, navigate]);

  async function signOut() {
    try {
      await api("POST /api/auth/logout", { body: {} });
      clearCache();
      toast({
        title: "Logged out successfully",
        description: "You have been signed out",
        variant: "success",
      });
      navigate("/");
    } catch {
      toast({ title: "Logout failed", description: "Please try again", variant: "destructive" });
    }
  }

  if (!user) return <main className="mx-auto max-w-5xl px-6 py-12 text-slate-600">Loading...</main>;
  const data = list.data;
  return (
    <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-all text-slate-900 sm:text-3xl">Welcome, {user.email}</h1>
          <p className="mt-1 text-slate-600" data-testid="dashboard-scope">
            {acting.org
              ? `${acting.org.name}'s reference checks and reports (you are ${acting.org.role}).`
              : "Your reference checks and reports."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrgSwitcher />
          <Link
            to="/#reference-form"
            className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            New Check
          </Link>
          <Link
            to="/dashboard/settings/api"
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            Settings → API
          </Link>
          <Link
            to="/dashboard/settings/organization"
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            Settings → Organization
          </Link>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </div>
      </div>

      <div className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
        <Stat label="Total Checks" value={data?.totalChecks} />
        <Stat label="Completed" value={data?.completedChecks} />
        <Stat label="In Progress" value={data?.pendingChecks} />
      </div>
      {!!data?.awaitingPaymentChecks && (
        <p className="mt-3 text-sm text-amber-900" data-testid="awaiting-payment-count">
          {data.awaitingPaymentChecks} {data.awaitingPaymentChecks === 1 ? "check is" : "checks are"} waiting
          for payment: use &quot;Complete payment&quot; below to start the calls.
        </p>
      )}
      {!!data?.awaitingCandidateChecks && (
        <p className="mt-3 text-sm text-amber-900" data-testid="awaiting-candidate-count">
          {data.awaitingCandidateChecks} {data.awaitingCandidateChecks === 1 ? "check is" : "checks are"}{" "}
          waiting for the candidate: no reference is called until they authorize.
        </p>
      )}

      <section className="mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-slate-900">
            {acting.org ? "Team Checks" : "Your Checks"}
          </h2>
          {acting.org && data && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              Ordered by
              <select
                data-testid="member-filter"
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
                value={orderedBy}
                onChange={(e) => setOrderedBy(e.target.value)}
              >
                <option value="">Everyone</option>
                {[...new Set(data.checks.map((c) => c.orderedBy))].sort().map((who) => (
                  <option key={who}>{who}</option>
                ))}
              </select>
            </label>
          )}
          {acting.org && data && acting.org.role !== "viewer" && (
            <a
              data-testid="export-csv"
              className="text-sm text-brand-700 underline underline-offset-2"
              href={`/api/dashboard/export.csv${orderedBy ? `?orderedBy=${encodeURIComponent(orderedBy)}` : ""}`}
            >
              Export CSV
            </a>
          )}
        </div>
        {list.isLoading ? (
          <p className="text-slate-600">Loading your checks...</p>
        ) : list.error ? (
          <Card>
            <p className="text-slate-700">Unable to load your checks. {list.error.message}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Card>
        ) : data && data.checks.length > 0 ? (
          <CheckList
            checks={orderedBy ? data.checks.filter((c) => c.orderedBy === orderedBy) : data.checks}
            email={user.email}
          />
        ) : (
          <Card className="text-center">
            <h3 className="text-lg font-semibold text-slate-900">No reference checks yet</h3>
            <p className="mt-2 text-slate-600">
              Checks you request with {user.email} appear here, with their reports once they are done.
            </p>
            <Link
              to="/?firstcheck=true#reference-form"
              className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Start First Check
            </Link>
          </Card>
        )}
      </section>

      <Card className="mt-10 bg-brand-50">
        <h2 className="font-semibold text-slate-900">Need help?</h2>
        <p className="mt-1 text-sm text-slate-700">
          {callsAtOnce
            ? "Demo with simulated calls: calls go out at once, at any hour, and checks finish within minutes. Real calls run " +
              CALLING_HOURS_RULE +
              "."
            : `Checks usually finish within 2 hours. Calls run ${CALLING_HOURS_RULE}, so a check requested in the evening completes the next business day.`}
        </p>
      </Card>
    </main>
  );
}
