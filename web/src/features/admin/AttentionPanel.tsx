import { useState, type ReactNode } from "react";
import { ATTENTION_REASON_LABELS, ATTENTION_REASONS, type AttentionReason } from "@server/shared/attention";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./format";
import { live } from "./refresh";
import type { RouterOutputs } from "./types";

export type AttentionItem = RouterOutputs["admin"]["attention"]["items"][number];
type Item = AttentionItem;

/** What the operator can do about each reason besides resolving it (the check's page has the rest). */
const ACTION_HINT: Record<AttentionReason, string> = {
  needs_operator: "Call again in another language or with an interpreter, or refund, on the check's page.",
  paid_not_started: "Retry starts its calls.",
  stuck: "Retry sends it back to its stuck step.",
  report_bounced: "Resend the report to a new address on the check's page.",
  dispute: "Answer the chargeback in the payments provider, then record what was done.",
  data_request_due: "Carry it out in References’ data requests below.",
  authorization_expired: "Refund on the check's page.",
  webhook_endpoint_disabled: "Tell the customer; they re-enable it in Settings → API.",
};

/**
 * The top of /admin: every item that needs a person, oldest first, with a count per reason that
 * filters the list. Each item can be taken, acted on and resolved with a note (audit log).
 */
export function AttentionPanel() {
  const queue = trpc.admin.attention.useQuery(undefined, live);
  const [reason, setReason] = useState<AttentionReason | "all">("all");
  const items = queue.data?.items.filter((i) => reason === "all" || i.reason === reason);
  const total = queue.data?.items.length ?? 0;
  return (
    <Card className="p-4" data-testid="attention-queue" aria-labelledby="attention-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="attention-heading" className="text-lg font-semibold">
          Needs attention {queue.data && <span className="text-slate-600">({total})</span>}
        </h2>
        <p className="text-xs text-slate-600">Oldest first. Refreshes every 30 seconds.</p>
      </div>
      {queue.error && (
        <p className="mt-2 text-sm text-red-700">Could not load the queue: {queue.error.message}</p>
      )}
      {queue.data && (
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Filter by reason">
          <FilterChip active={reason === "all"} onClick={() => setReason("all")} label="All" n={total} />
          {ATTENTION_REASONS.filter((r) => queue.data.counts[r] > 0).map((r) => (
            <FilterChip
              key={r}
              active={reason === r}
              onClick={() => setReason(r)}
              label={ATTENTION_REASON_LABELS[r]}
              n={queue.data.counts[r]}
            />
          ))}
        </div>
      )}
      {queue.data && total === 0 && <p className="mt-3 text-sm text-slate-600">Nothing needs an operator.</p>}
      <ul className="mt-3 divide-y divide-slate-200">
        {items?.map((i) => (
          <AttentionRow key={`${i.key}:${i.reason}`} item={i} />
        ))}
      </ul>
    </Card>
  );
}

function FilterChip(p: { active: boolean; onClick: () => void; label: string; n: number }) {
  return (
    <button
      type="button"
      aria-pressed={p.active}
      onClick={p.onClick}
      className={
        "rounded-full border px-3 py-1 text-sm font-medium " +
        (p.active
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")
      }
    >
      {p.label} <span className="font-semibold">{p.n}</span>
    </button>
  );
}

export function AttentionRow({ item, children }: { item: Item; children?: ReactNode }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const assign = trpc.admin.assignAttention.useMutation();
  const resolve = trpc.admin.resolveAttention.useMutation();
  const retry = trpc.admin.retryStuck.useMutation();
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const label = ATTENTION_REASON_LABELS[item.reason];
  const noteId = `attention-note-${item.key}-${item.reason}`;

  async function run(action: () => Promise<unknown>, ok: string, fail: string) {
    setBusy(true);
    try {
      await action();
      toast({ title: ok, variant: "success" });
      setResolving(false);
      setNote("");
      await utils.admin.invalidate();
    } catch (err) {
      toast({ title: fail, description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  const who = item.checkId ? `check #${item.checkId}` : item.key;
  return (
    <li className="py-3" data-testid={`attention-${item.reason}-${item.key}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={item.reason === "stuck" || item.reason === "paid_not_started" ? "red" : "yellow"}>
          {label}
        </Badge>
        {item.testMode && <Badge>Test</Badge>}
        <span className="text-xs text-slate-600">since {formatDateTime(item.since)} UTC</span>
        {item.assignedTo && (
          <span className="text-xs font-medium text-slate-700">Taken by {item.assignedTo}</span>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-slate-800">{item.summary}</p>
      <p className="text-xs text-slate-600">{ACTION_HINT[item.reason]}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {item.checkId && (
          <a
            href={`/admin/checks/${item.checkId}`}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Open check #{item.checkId}
          </a>
        )}
        {(item.reason === "stuck" || item.reason === "paid_not_started") && item.checkId && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => retry.mutateAsync({ id: item.checkId! }),
                `Retry started for ${who}`,
                "Failed to retry the check",
              )
            }
          >
            Retry
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => assign.mutateAsync({ id: item.key, reason: item.reason }),
              `You took ${who}`,
              "Failed to take the item",
            )
          }
        >
          Take
        </Button>
        {!resolving && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setResolving(true)}>
            Resolve…
          </Button>
        )}
      </div>
      {children}
      {resolving && (
        <form
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () => resolve.mutateAsync({ id: item.key, reason: item.reason, note }),
              `Resolved: ${label} for ${who}`,
              "Failed to resolve the item",
            );
          }}
        >
          <label htmlFor={noteId} className="block text-sm font-medium">
            What was done
          </label>
          <textarea
            id={noteId}
            autoFocus
            required
            maxLength={2000}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={busy || !note.trim()}>
              Mark resolved
            </Button>
            <Button size="sm" variant="secondary" type="button" onClick={() => setResolving(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
