import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Badge, Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./format";
import type { RouterOutputs } from "./types";

type Reply = RouterOutputs["admin"]["smsReplies"][number];

/**
 * Texts references sent us. STOP and LATER are acted on by themselves; anything else waits here
 * until an operator marks it handled or, when the reference asks not to be called, opts them out.
 */
export function SmsPanel({ data }: { data: Reply[] | undefined }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const settle = trpc.admin.smsReplyAction.useMutation();
  const [busy, setBusy] = useState<number | null>(null);

  async function act(m: Reply, action: "handled" | "opt_out") {
    if (
      action === "opt_out" &&
      !window.confirm(`Opt out ${m.from}? No reference on this number will ever be called again.`)
    )
      return;
    setBusy(m.id);
    try {
      const r = await settle.mutateAsync({ id: m.id, action });
      toast({
        title: action === "opt_out" ? "Number opted out" : "Reply marked handled",
        description:
          action === "opt_out"
            ? `${m.from} will not be called again (${r.referencesOptedOut} open reference${r.referencesOptedOut === 1 ? "" : "s"} stopped).`
            : undefined,
        variant: "success",
      });
      await utils.admin.invalidate();
    } catch (err) {
      toast({ title: "Failed to update the reply", description: errorText(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const waiting = data?.filter((m) => !m.handledAt).length ?? 0;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">SMS replies</h2>
        {waiting > 0 && <Badge color="yellow">{waiting} to handle</Badge>}
      </div>
      {data && data.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No replies from references.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-200 text-sm" data-testid="sms-replies">
        {data?.slice(0, 8).map((m) => (
          <li key={m.id} className="py-2" data-testid={`sms-reply-${m.id}`}>
            <div className="flex justify-between gap-2 text-xs text-slate-500">
              <span>
                {m.from}
                {m.referenceCheckId ? ` · check #${m.referenceCheckId}` : ""}
              </span>
              <span>{formatDateTime(m.createdAt)}</span>
            </div>
            <p className="mt-0.5">“{m.body}”</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              {m.intent && <Badge>{m.intent}</Badge>}
              {m.handledAt ? (
                <span className="text-xs text-slate-500">handled {formatDateTime(m.handledAt)}</span>
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy === m.id}
                    onClick={() => void act(m, "handled")}
                  >
                    Mark handled
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy === m.id}
                    onClick={() => void act(m, "opt_out")}
                  >
                    Opt out
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
