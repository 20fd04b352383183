import { WAITING_FOR_AUTHORIZATION } from "@server/shared/authorization";
import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { formatDate, formatDateTime, formatMoney, statusColor } from "./format";
import type { ListedCheck } from "./types";

export const STATUS_FILTERS = ["all", "pending", "processing", "completed", "failed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface Props {
  checks: ListedCheck[] | undefined;
  /** Every check matching the search and filter (the list shows the first pages of them). */
  total: number | undefined;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  search: string;
  status: StatusFilter;
  onSearch: (s: string) => void;
  onStatus: (s: StatusFilter) => void;
  onRetry: (c: ListedCheck) => void;
  onForceComplete: (c: ListedCheck) => void;
  onTestEmail: (c: ListedCheck) => void;
  onRefund: (c: ListedCheck) => void;
  busyId: number | null;
}

/** The searchable, filterable table of recent checks (spec §2.1). */
export function ChecksTable(p: Props) {
  return (
    <Card className="p-0">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        <h2 className="mr-auto text-lg font-semibold">Reference checks</h2>
        <label className="text-sm">
          <span className="block font-medium text-slate-800">Search</span>
          <input
            type="search"
            value={p.search}
            onChange={(e) => p.onSearch(e.target.value)}
            placeholder="E-mail, candidate, reference, phone, #id"
            className="mt-1 w-full rounded-md sm:w-64 border border-slate-300 px-3 py-1.5"
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium text-slate-800">Status</span>
          <select
            value={p.status}
            onChange={(e) => p.onStatus(e.target.value as StatusFilter)}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-1.5"
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === "all" ? "All statuses" : s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="divide-y divide-slate-200 md:hidden" aria-label="Reference checks">
        {p.checks?.length === 0 && (
          <li className="px-4 py-10 text-center text-slate-600">No reference checks found</li>
        )}
        {p.checks?.map((c) => (
          <li key={c.id} data-testid={`check-card-${c.id}`} className="space-y-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold">
                  {c.candidateName}{" "}
                  <span className="font-mono text-xs font-normal text-slate-500">#{c.id}</span>
                </p>
                <p className="break-all text-slate-600">{c.requesterEmail}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <Badge color={statusColor(c.status)}>{c.status}</Badge>
                {c.awaitingAuthorization && <Badge color="yellow">{WAITING_FOR_AUTHORIZATION}</Badge>}
                {c.isStuck && <Badge color="yellow">Stuck</Badge>}
              </div>
            </div>
            <div className="text-slate-600">
              <PaymentCell c={c} /> {formatDate(c.createdAt)}
            </div>
            <ReferenceList c={c} />
            <RowActions c={c} p={p} row />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="checks-table">
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th className="px-4 py-2">ID</th>
              <th className="px-4 py-2">Requester</th>
              <th className="px-4 py-2">Candidate</th>
              <th className="px-4 py-2">Status</th>
              <th className="px-4 py-2">Paid</th>
              <th className="px-4 py-2">Created</th>
              <th className="px-4 py-2">References</th>
              <th className="px-4 py-2">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {p.checks?.length === 0 && (
              <tr>
                <td colSpan={8} className="px-4 py-10 text-center text-slate-600">
                  No reference checks found
                </td>
              </tr>
            )}
            {p.loading && !p.checks && (
              <tr>
                <td colSpan={8} className="px-4 py-10 text-center text-slate-500">
                  Loading…
                </td>
              </tr>
            )}
            {p.checks?.map((c) => (
              <tr key={c.id} data-testid={`check-row-${c.id}`} className="align-top">
                <td className="px-4 py-3 font-mono text-xs">#{c.id}</td>
                <td className="px-4 py-3 break-all">{c.requesterEmail}</td>
                <td className="px-4 py-3">
                  {c.candidateName}
                  <span className="block text-xs text-slate-500">
                    {c.role} · {c.companyName}
                  </span>
                  {c.fraudSuspected && (
                    <Badge color="red" className="mt-1" title={c.fraudReasons.join("; ")}>
                      Fraud suspected
                    </Badge>
                  )}
                  {c.dispute && (
                    <Badge color="red" className="mt-1" title={c.dispute} data-testid="check-dispute">
                      Chargeback
                    </Badge>
                  )}
                  {c.testMode && <Badge className="mt-1">Test</Badge>}
                </td>
                <td className="px-4 py-3">
                  <Badge color={statusColor(c.status)} data-testid="check-status">
                    {c.status}
                  </Badge>
                  {c.awaitingAuthorization && (
                    <Badge
                      color="yellow"
                      className="mt-1 block w-fit"
                      data-testid="check-awaiting-authorization"
                    >
                      {WAITING_FOR_AUTHORIZATION}
                    </Badge>
                  )}
                  {c.isStuck && (
                    <Badge color="yellow" className="mt-1 block w-fit">
                      Stuck
                    </Badge>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap" data-testid="check-payment">
                  <PaymentCell c={c} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(c.createdAt)}</td>
                <td className="px-4 py-3">
                  <ReferenceList c={c} />
                </td>
                <td className="px-4 py-3">
                  <RowActions c={c} p={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm">
        <p data-testid="checks-count" className="text-slate-600" aria-live="polite">
          {p.checks && p.total !== undefined ? `${p.checks.length} of ${p.total}` : ""}
        </p>
        {p.hasMore && (
          <Button size="sm" variant="secondary" disabled={p.loadingMore} onClick={p.onLoadMore}>
            {p.loadingMore ? "Loading…" : "Load more"}
          </Button>
        )}
      </div>
    </Card>
  );
}

function ReferenceList({ c }: { c: ListedCheck }) {
  return (
    <ul className="space-y-1">
      {c.references.map((r) => (
        <li key={r.index} className="flex flex-wrap items-center gap-x-2 whitespace-nowrap">
          <span>{r.name}</span>
          <Badge color={statusColor(r.status)} title={r.failureReason ?? undefined}>
            {/* A call in progress: a moving dot, never fading text (half-faded text fails contrast). */}
            {r.status === "in_progress" && (
              <span
                aria-hidden
                className="mr-1 inline-block h-1.5 w-1.5 animate-pulse rounded-full bg-brand-700"
              />
            )}
            {r.status.replace("_", " ")}
          </Badge>
          {r.operatorAttention && (
            <Badge color="yellow" title={r.operatorAttention}>
              Needs an operator
            </Badge>
          )}
          {r.status === "failed" && r.failureReason && (
            <span className="text-xs whitespace-normal text-slate-600">{r.failureReason}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function RowActions({ c, p, row }: { c: ListedCheck; p: Props; row?: boolean }) {
  return (
    <div className={row ? "flex flex-wrap gap-2" : "flex flex-col gap-1"}>
      <a
        href={`/admin/checks/${c.id}`}
        className="rounded-md px-3 py-1.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Details
      </a>
      {c.actions.retry && (
        <Button size="sm" variant="secondary" disabled={p.busyId === c.id} onClick={() => p.onRetry(c)}>
          Retry
        </Button>
      )}
      {c.actions.forceComplete && (
        <Button
          size="sm"
          variant="secondary"
          disabled={p.busyId === c.id}
          onClick={() => p.onForceComplete(c)}
        >
          Force complete
        </Button>
      )}
      {c.actions.downloadReport && (
        <a
          href={`/api/download-report/${c.id}`}
          target="_blank"
          rel="noopener"
          className="rounded-md px-3 py-1.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Report
        </a>
      )}
      {c.actions.refund && (
        <Button size="sm" variant="ghost" disabled={p.busyId === c.id} onClick={() => p.onRefund(c)}>
          Refund
        </Button>
      )}
      <Button size="sm" variant="ghost" disabled={p.busyId === c.id} onClick={() => p.onTestEmail(c)}>
        Test email
      </Button>
    </div>
  );
}

const PAYMENT_LABELS: Record<string, string> = {
  free: "Free",
  pending: "Payment pending",
  paid: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  failed: "Payment failed",
};

/** The payment's state and what is kept after refunds (a declined or refunded check is not "Free"). */
function PaymentCell({ c }: { c: ListedCheck }) {
  const label = PAYMENT_LABELS[c.paymentStatus] ?? c.paymentStatus;
  const showKept = ["paid", "partially_refunded", "refunded"].includes(c.paymentStatus);
  return (
    <span className="inline-flex flex-col">
      <span>{label}</span>
      {showKept && <span className="text-xs text-slate-600">{formatMoney(c.amountPaid)} kept</span>}
    </span>
  );
}
