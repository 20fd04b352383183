import { useState } from "react";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { AUTO_REFRESH_MS } from "./refresh";
import type { RouterOutputs } from "./types";
import { recallMoneyNote, refreshesItself } from "./detail-rules";

export type Detail = RouterOutputs["admin"]["checkDetail"];
type Reference = Detail["references"][number];

/**
 * One check's detail for /admin/checks/:id and the operator's actions on it: each action runs with
 * the buttons disabled, says how it went in a toast and refreshes every operator view.
 */
export function useCheckDetail(idParam: string) {
  const toast = useToast();
  const utils = trpc.useUtils();
  // A check that is not finished (pending, processing) refreshes itself while the tab is visible;
  // a completed or failed one stays put.
  const detail = trpc.admin.checkDetail.useQuery(
    { id: idParam },
    {
      refetchInterval: (q) => (refreshesItself(q.state.data?.status) ? AUTO_REFRESH_MS : false),
      refetchIntervalInBackground: false,
    },
  );
  const recall = trpc.admin.recallReference.useMutation();
  const resend = trpc.admin.resendReport.useMutation();
  const forceComplete = trpc.admin.forceComplete.useMutation();
  const [refunding, setRefunding] = useState(false);
  const [busy, setBusy] = useState(false);
  const d = detail.data;

  async function run(label: string, fn: () => Promise<{ title: string; description?: string }>) {
    setBusy(true);
    try {
      toast({ ...(await fn()), variant: "success" });
    } catch (err) {
      toast({ title: `Failed to ${label}`, description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(false);
      await utils.admin.invalidate();
    }
  }

  function onRecall(r: Reference) {
    if (!d) return;
    if (
      r.status === "failed" &&
      !window.confirm(
        `Call ${r.name} again? ${d.status === "failed" ? "The check runs again: the requester gets the report if this interview succeeds. " : ""}${recallMoneyNote(d, r)}`,
      )
    )
      return;
    void run("call the reference again", async () => {
      const res = await recall.mutateAsync({ id: d.id, referenceIndex: r.index });
      return {
        title: `Calling ${r.name} again`,
        description: [res.reopened ? "The check is running again." : "", res.refundNote ?? ""]
          .filter(Boolean)
          .join(" "),
      };
    });
  }

  function onResendReport() {
    if (!d) return;
    void run("resend the report", async () => {
      const r = await resend.mutateAsync({ id: d.id });
      return { title: "Report resent", description: `Sent to ${r.to}.` };
    });
  }

  function onCancelRemaining() {
    if (!d) return;
    if (
      window.confirm(
        "Cancel the remaining calls and close this check now? References not interviewed are refunded their share.",
      )
    )
      void run("cancel the remaining calls", async () => {
        await forceComplete.mutateAsync({ id: d.id });
        return { title: "Remaining calls cancelled" };
      });
  }

  return { detail, busy, refunding, setRefunding, onRecall, onResendReport, onCancelRemaining };
}
