import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./format";
import type { RouterOutputs } from "./types";

type Request = RouterOutputs["admin"]["dataRequests"][number];

const STATUS_COLOR: Record<string, "yellow" | "blue" | "green" | "red" | "gray"> = {
  pending_verification: "yellow",
  verified: "blue",
  completed: "green",
  rejected: "red",
};

/**
 * References' correction and deletion requests with what operators do to them: confirm who is
 * asking (when the texted code is not an option), carry the request out, or reject it.
 */
export function DataRequestsPanel({ data }: { data: Request[] | undefined }) {
  const open =
    data?.filter((r) => r.status === "pending_verification" || r.status === "verified").length ?? 0;
  return (
    <Card className="lg:col-span-2" data-testid="data-requests">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">References’ data requests</h2>
        {data && <span className="text-sm text-slate-600">{open} open</span>}
      </div>
      {data && data.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No correction or deletion requests.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {data?.slice(0, 15).map((r) => (
          <RequestItem key={r.id} r={r} />
        ))}
      </ul>
    </Card>
  );
}

function RequestItem({ r }: { r: Request }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const verify = trpc.admin.verifyDataRequest.useMutation();
  const complete = trpc.admin.completeDataRequest.useMutation();
  const reject = trpc.admin.rejectDataRequest.useMutation();
  const [mode, setMode] = useState<"resolve" | "reject" | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ message: string; status: string }>, fail: string) {
    setBusy(true);
    try {
      const res = await action();
      toast({
        title: res.status === "rejected" ? "Request rejected" : "Request updated",
        description: res.message,
        variant: res.status === "rejected" ? "default" : "success",
      });
      setMode(null);
      setText("");
      await utils.admin.dataRequests.invalidate();
    } catch (err) {
      toast({ title: fail, description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const checks = [...new Set(r.matches.map((m) => m.checkId))];
  const onVerify = () => {
    if (!window.confirm(`Confirm that you have verified ${r.name ?? "this person"} controls ${r.phone}?`))
      return;
    void run(() => verify.mutateAsync({ id: r.id }), "Failed to verify the request");
  };
  const onErase = () => {
    if (
      !window.confirm(
        `Erase the interview data of ${r.matches.length} reference(s) held for ${r.phone}? This cannot be undone.`,
      )
    )
      return;
    void run(() => complete.mutateAsync({ id: r.id }), "Failed to complete the request");
  };

  return (
    <li className="py-3" data-testid="data-request-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium capitalize">
          {r.kind} <span className="font-mono text-xs text-slate-500">#{r.id}</span>
        </span>
        <Badge color={STATUS_COLOR[r.status] ?? "gray"}>{r.status.replaceAll("_", " ")}</Badge>
      </div>
      <p className="text-xs text-slate-600">
        {r.name ?? "Unnamed"} · {r.phone}
        {r.email ? ` · ${r.email}` : ""}
        {r.candidateName ? ` · about ${r.candidateName}` : ""} · asked {formatDateTime(r.createdAt)}
        {r.dueAt && (r.status === "pending_verification" || r.status === "verified")
          ? ` · due ${formatDateTime(r.dueAt)}`
          : ""}
      </p>
      {r.details && <p className="mt-1 whitespace-pre-wrap">“{r.details}”</p>}
      {(r.status === "pending_verification" || r.status === "verified") && (
        <p className="mt-1 text-xs text-slate-600">
          {r.matches.length
            ? `Holds ${r.matches.length} reference${r.matches.length === 1 ? "" : "s"} for this number (check ${checks.map((c) => `#${c}`).join(", ")}).`
            : "We hold no reference with this number."}
          {r.verifiedBy ? ` Verified by ${r.verifiedBy === "sms" ? "texted code" : r.verifiedBy}.` : ""}
        </p>
      )}
      {r.resolution && (
        <p className="mt-1 text-xs text-slate-700">
          {r.status === "rejected" ? "Rejected: " : "Resolution: "}
          {r.resolution}
          {r.handledBy ? ` (${r.handledBy})` : ""}
        </p>
      )}
      {(r.status === "pending_verification" || r.status === "verified") && !mode && (
        <div className="mt-2 flex flex-wrap gap-2">
          {r.status === "pending_verification" && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onVerify}>
              Verify identity
            </Button>
          )}
          {r.status === "verified" &&
            (r.kind === "deletion" ? (
              <Button size="sm" variant="danger" disabled={busy} onClick={onErase}>
                Erase data
              </Button>
            ) : (
              <Button size="sm" disabled={busy} onClick={() => setMode("resolve")}>
                Record correction
              </Button>
            ))}
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setMode("reject")}>
            Reject
          </Button>
        </div>
      )}
      {mode && (
        <form
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () =>
                mode === "reject"
                  ? reject.mutateAsync({ id: r.id, reason: text })
                  : complete.mutateAsync({ id: r.id, resolution: text }),
              mode === "reject" ? "Failed to reject the request" : "Failed to complete the request",
            );
          }}
        >
          <label className="block text-xs font-medium text-slate-700" htmlFor={`dr-${r.id}-text`}>
            {mode === "reject" ? "Why is it rejected?" : "What was corrected?"}
          </label>
          <textarea
            id={`dr-${r.id}-text`}
            rows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              type="submit"
              disabled={busy}
              variant={mode === "reject" ? "danger" : "primary"}
            >
              {mode === "reject" ? "Reject request" : "Mark corrected"}
            </Button>
            <Button size="sm" type="button" variant="ghost" onClick={() => setMode(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
