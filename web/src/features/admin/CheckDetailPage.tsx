import { useState } from "react";
import { useParams } from "react-router";
import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import { formatMoney, statusColor } from "./format";
import { OperatorGate, OperatorNav } from "./OperatorGate";
import { RefundDialog } from "./RefundDialog";

/** Operator times are shown in one zone, stated on screen. */
const ZONE = "UTC";
const at = (d: Date | string, zone = ZONE) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(
    new Date(d),
  );

/** /admin/checks/:id: one check's whole story and the actions that make sense for it now. */
export function CheckDetailPage() {
  const { id } = useParams();
  return (
    <OperatorGate title={`Check #${id}`}>
      <CheckDetail id={Number(id)} />
    </OperatorGate>
  );
}

function CheckDetail({ id }: { id: number }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const detail = trpc.admin.checkDetail.useQuery({ id });
  const recall = trpc.admin.recallReference.useMutation();
  const resend = trpc.admin.resendReport.useMutation();
  const forceComplete = trpc.admin.forceComplete.useMutation();
  const [refunding, setRefunding] = useState(false);
  const d = detail.data;

  async function run(label: string, fn: () => Promise<unknown>, ok: string) {
    try {
      await fn();
      toast({ title: ok, variant: "success" });
    } catch (err) {
      toast({ title: `Failed to ${label}`, description: errorText(err), variant: "destructive" });
    } finally {
      await utils.admin.invalidate();
    }
  }

  if (detail.error) return <main className="mx-auto max-w-5xl px-4 py-8">{errorText(detail.error)}</main>;
  if (!d) return <main className="mx-auto max-w-5xl px-4 py-8 text-slate-600">Loading…</main>;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <OperatorNav />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">
            Check #{d.id}: {d.candidateName}
          </h1>
          <p className="text-slate-600">
            {d.role} at {d.companyName} · requested by {d.requesterEmail} · created {at(d.createdAt)} ({ZONE})
          </p>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge color={statusColor(d.status)} data-testid="detail-status">
              {d.status}
            </Badge>
            <Badge>{d.paymentStatus.replace("_", " ")}</Badge>
            {d.testMode && <Badge>Test</Badge>}
          </p>
          {d.failureReason && <p className="mt-1 text-sm text-red-800">{d.failureReason}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {d.actions.refund && (
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
          {d.actions.resendReport && (
            <Button
              variant="secondary"
              onClick={() => void run("resend the report", () => resend.mutateAsync({ id }), "Report resent")}
            >
              Resend report
            </Button>
          )}
          {d.actions.forceComplete && (
            <Button
              variant="secondary"
              onClick={() =>
                window.confirm("Cancel the remaining calls and close this check now?") &&
                void run(
                  "cancel the remaining calls",
                  () => forceComplete.mutateAsync({ id }),
                  "Remaining calls cancelled",
                )
              }
            >
              Cancel remaining calls
            </Button>
          )}
          {d.actions.downloadReport && (
            <a
              href={`/api/download-report/${d.id}`}
              target="_blank"
              rel="noopener"
              className="px-3 py-2 text-sm font-semibold text-brand-700"
            >
              Report PDF
            </a>
          )}
        </div>
      </div>

      <Card>
        <h2 className="text-lg font-semibold">Payment</h2>
        <p className="text-sm">
          Price {formatMoney(d.priceCharged)} · refunded {formatMoney(d.amountRefunded)} · kept{" "}
          {formatMoney(d.amountPaid)}
        </p>
        <ul className="mt-2 space-y-1 text-sm" aria-label="Refunds">
          {d.refunds.map((r) => (
            <li key={r.id}>
              {at(r.createdAt)}: {formatMoney(r.amount)} ({r.status}) {r.reason}
            </li>
          ))}
        </ul>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold">References</h2>
        <ul className="mt-2 space-y-4">
          {d.references.map((r) => (
            <li
              key={r.index}
              data-testid={`reference-${r.index}`}
              className="rounded-md border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {r.index}. {r.name} · {r.relationship} · {r.phone}{" "}
                  <Badge color={statusColor(r.status)}>{r.status.replace("_", " ")}</Badge>
                </p>
                {r.canRecall && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      void run(
                        "call the reference again",
                        () => recall.mutateAsync({ id, referenceIndex: r.index }),
                        `Calling ${r.name} again`,
                      )
                    }
                  >
                    Call again
                  </Button>
                )}
              </div>
              {r.operatorAttention && (
                <p className="text-sm">
                  <Badge color="yellow" data-testid="operator-attention">
                    Needs an operator
                  </Badge>{" "}
                  {attentionText(r.operatorAttention)}
                </p>
              )}
              {r.failureReason && <p className="text-sm text-red-800">{r.failureReason}</p>}
              <ol className="mt-2 space-y-1 text-sm text-slate-700">
                {r.attempts.map((a) => (
                  <li key={a.attempt}>
                    Attempt {a.attempt}: {at(a.at, r.timezone)} ({r.timezone}) · {a.outcome}
                    {a.durationSeconds ? ` · ${a.durationSeconds} s` : ""}
                    {a.consent ? ` · consent ${a.consent.consentGiven ? "given" : "refused"}` : ""}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold">Timeline ({ZONE})</h2>
        <ol className="mt-2 space-y-1 text-sm" data-testid="timeline">
          {d.timeline.map((e, i) => (
            <li key={i}>
              <span className="text-slate-500">{at(e.at)}</span> {e.text}
            </li>
          ))}
        </ol>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold">Operator actions</h2>
        <ul className="mt-2 space-y-1 text-sm" data-testid="audit-entries">
          {d.audit.length === 0 && <li className="text-slate-600">No operator action yet.</li>}
          {d.audit.map((a) => (
            <li key={a.id}>
              {at(a.at)} · {a.actorEmail} · {a.action} · from {a.ip ?? "unknown address"}
            </li>
          ))}
        </ul>
      </Card>
      {refunding && <RefundDialog check={d} onClose={() => setRefunding(false)} />}
    </main>
  );
}

/** "language: German" → what an operator must do. */
function attentionText(attention: string): string {
  const language = /^language: (.*)$/.exec(attention)?.[1];
  if (!language) return attention;
  return `Reach this reference another way (not a refusal): they need ${
    language === "unknown" ? "a language other than English, French or Spanish" : language
  }.`;
}
