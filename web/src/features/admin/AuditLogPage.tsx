import { useDeferredValue, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from "@server/shared/audit-actions";
import { Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./format";
import { OperatorGate } from "./OperatorGate";

/** /admin/audit-log: every operator action, newest first, filtered and paged. Read-only. */
export function AuditLogPage() {
  return (
    <OperatorGate title="Audit log">
      <AuditLog />
    </OperatorGate>
  );
}

type Filter = "action" | "operator" | "check";

function AuditLog() {
  const id = useId();
  // The filters live in the address, so a check's detail view can link its own entries.
  const [params, setParams] = useSearchParams();
  const value = (f: Filter) => params.get(f) ?? "";
  const setFilter = (f: Filter, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(f, v);
    else next.delete(f);
    setParams(next, { replace: true });
  };
  const operator = useDeferredValue(value("operator").trim());
  const check = useDeferredValue(value("check").trim());
  const action = value("action");
  const query = {
    ...(action ? { action: action as AuditAction } : {}),
    ...(operator ? { operator } : {}),
    ...(check ? { check } : {}),
    limit: 50,
  };
  const log = trpc.admin.auditLogPage.useInfiniteQuery(query, {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (prev) => prev,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries);
  const total = log.data?.pages[0]?.total;

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Audit log</h1>
        <p className="text-slate-600">
          Every operator action: who, when, what and from where. Entries cannot be changed or deleted.
        </p>
      </div>
      <Card className="p-0">
        <form
          className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4"
          onSubmit={(e) => e.preventDefault()}
          aria-label="Filter the audit log"
        >
          <div className="text-sm">
            <label htmlFor={`${id}-action`} className="block font-medium text-slate-800">
              Action
            </label>
            <select
              id={`${id}-action`}
              value={action}
              onChange={(e) => setFilter("action", e.target.value)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-1.5"
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {AUDIT_ACTION_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm">
            <label htmlFor={`${id}-operator`} className="block font-medium text-slate-800">
              Operator
            </label>
            <input
              id={`${id}-operator`}
              type="email"
              value={value("operator")}
              onChange={(e) => setFilter("operator", e.target.value)}
              placeholder="ops@example.com"
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5 sm:w-64"
            />
          </div>
          <div className="text-sm">
            <label htmlFor={`${id}-check`} className="block font-medium text-slate-800">
              Check
            </label>
            <input
              id={`${id}-check`}
              value={value("check")}
              onChange={(e) => setFilter("check", e.target.value)}
              placeholder="#42 or status id"
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5 sm:w-56"
            />
          </div>
          <p className="ml-auto text-sm text-slate-600" aria-live="polite" data-testid="audit-count">
            {entries && total !== undefined ? `${entries.length} of ${total}` : ""}
          </p>
        </form>
        {log.error && (
          <p role="alert" className="p-4 text-sm text-red-800">
            {errorText(log.error)}
          </p>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-4 py-2">When</th>
                <th className="px-4 py-2">Operator</th>
                <th className="px-4 py-2">Action</th>
                <th className="px-4 py-2">Check</th>
                <th className="px-4 py-2">From</th>
                <th className="px-4 py-2">Detail</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries?.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-4 py-10 text-center text-slate-600">
                    No audit entries found
                  </td>
                </tr>
              )}
              {entries?.map((e) => (
                <tr key={e.id} data-testid="audit-row" className="align-top">
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="px-4 py-2 break-all">{e.actorEmail}</td>
                  <td className="px-4 py-2">
                    {AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action}
                    <span className="block font-mono text-xs text-slate-500">{e.action}</span>
                  </td>
                  <td className="px-4 py-2">
                    {e.checkId ? (
                      <Link to={`/admin/checks/${e.checkId}`} className="text-brand-700 underline">
                        #{e.checkId}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{e.ip ?? "unknown"}</td>
                  <td className="px-4 py-2 text-xs text-slate-700">{detailText(e.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log.hasNextPage && (
          <div className="border-t border-slate-200 p-4 text-center">
            <Button
              variant="secondary"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {log.isFetchingNextPage ? "Loading…" : "Load more"}
            </Button>
          </div>
        )}
      </Card>
    </main>
  );
}

/** An entry's detail as "key: value" pairs (the check id has its own column). */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([k]) => k !== "checkId")
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(" · ");
}
