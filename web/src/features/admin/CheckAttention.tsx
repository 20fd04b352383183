import { useState } from "react";
import { ATTENTION_REASON_LABELS } from "@server/shared/attention";
import { CALL_LANGUAGE_LABELS, CALL_LANGUAGES, type CallLanguage } from "@server/shared/call-language";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { AttentionRow } from "./AttentionPanel";
import { formatDateTime } from "./format";
import { live } from "./refresh";
import type { Detail } from "./useCheckDetail";

/**
 * What needs a person on this check (the queue's items for it, with their actions) and what
 * operators did about it before (who resolved what, and their note).
 */
export function CheckAttention({ d }: { d: Detail }) {
  const queue = trpc.admin.attention.useQuery(undefined, live);
  const notes = trpc.admin.attentionNotes.useQuery({ id: d.id }, live);
  const open = queue.data?.items.filter((i) => i.checkId === d.id) ?? [];
  if (!open.length && !notes.data?.length) return null;
  return (
    <Card data-testid="check-attention">
      <h2 className="text-lg font-semibold">Needs attention</h2>
      {open.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {open.map((i) => (
            <AttentionRow key={i.reason} item={i}>
              {i.reason === "report_bounced" && <ResendElsewhere checkId={d.id} />}
            </AttentionRow>
          ))}
        </ul>
      )}
      {notes.data && notes.data.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">Resolved</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="attention-notes">
            {notes.data.map((n) => (
              <li key={`${n.reason}:${String(n.resolvedAt)}`}>
                <span className="font-medium">{ATTENTION_REASON_LABELS[n.reason]}</span>, resolved by{" "}
                {n.resolvedBy} on {formatDateTime(n.resolvedAt)} UTC: {n.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The report bounced: send it to an address the operator enters (the bounced one does not count). */
function ResendElsewhere({ checkId }: { checkId: number }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const resend = trpc.admin.resendReport.useMutation();
  const [to, setTo] = useState("");
  const id = `resend-to-${checkId}`;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        resend
          .mutateAsync({ id: checkId, to })
          .then(async (r) => {
            toast({ title: "Report resent", description: `Sent to ${r.to}.`, variant: "success" });
            setTo("");
            await utils.admin.invalidate();
          })
          .catch((err: unknown) =>
            toast({
              title: "Failed to resend the report",
              description: errorText(err),
              variant: "destructive",
            }),
          );
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        New address
        <input
          id={id}
          type="email"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="mt-1 block w-64 max-w-full rounded-md border border-slate-300 p-1.5 text-sm font-normal"
        />
      </label>
      <Button size="sm" type="submit" disabled={resend.isPending || !to.trim()}>
        Resend to this address
      </Button>
    </form>
  );
}

/** A reference who needs an operator: call again in another language, with a note for the record. */
export function RecallInLanguage({
  checkId,
  referenceIndex,
  current,
  busy,
}: {
  checkId: number;
  referenceIndex: number;
  current: string;
  busy: boolean;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const recall = trpc.admin.recallReference.useMutation();
  const [language, setLanguage] = useState<CallLanguage>(
    (CALL_LANGUAGES as readonly string[]).includes(current) ? (current as CallLanguage) : "en",
  );
  const [note, setNote] = useState("");
  const base = `recall-${checkId}-${referenceIndex}`;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded-md bg-amber-50 p-2"
      data-testid="recall-in-language"
      onSubmit={(e) => {
        e.preventDefault();
        recall
          .mutateAsync({ id: checkId, referenceIndex, language, note: note.trim() || undefined })
          .then(async (r) => {
            toast({
              title: `Calling reference ${referenceIndex} again in ${CALL_LANGUAGE_LABELS[language]}`,
              description: [r.reopened ? "The check is running again." : "", r.refundNote ?? ""]
                .filter(Boolean)
                .join(" "),
              variant: "success",
            });
            await utils.admin.invalidate();
          })
          .catch((err: unknown) =>
            toast({
              title: "Failed to call the reference again",
              description: errorText(err),
              variant: "destructive",
            }),
          );
      }}
    >
      <label htmlFor={`${base}-language`} className="text-sm font-medium">
        Language
        <select
          id={`${base}-language`}
          value={language}
          onChange={(e) => setLanguage(e.target.value as CallLanguage)}
          className="mt-1 block rounded-md border border-slate-300 p-1.5 text-sm font-normal"
        >
          {CALL_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {CALL_LANGUAGE_LABELS[l]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${base}-note`} className="grow text-sm font-medium">
        Note (interpreter, arrangement)
        <input
          id={`${base}-note`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 p-1.5 text-sm font-normal"
        />
      </label>
      <Button size="sm" type="submit" disabled={busy || recall.isPending}>
        Call again in this language
      </Button>
    </form>
  );
}
