import { callLength } from "@server/shared/call-length";
import { Badge, Card } from "../../components/ui/card";
import { Button } from "../../components/ui/button";
import { formatDateTimeIn, statusColor } from "./format";
import type { RouterOutputs } from "./types";
import { RecallInLanguage } from "./CheckAttention";

type Detail = RouterOutputs["admin"]["checkDetail"];
type Reference = Detail["references"][number];
type Attempt = Reference["attempts"][number];

/**
 * Each reference with every attempt (in the reference's own zone, named), its consent record,
 * transcript with the interviewer's redactions marked, and the analysis. Failure reasons are
 * plain text beside the status, never only on hover.
 */
export function CheckReferences({
  detail,
  busy,
  onRecall,
}: {
  detail: Detail;
  busy: boolean;
  onRecall: (r: Reference) => void;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">References</h2>
      <ul className="mt-2 space-y-4">
        {detail.references.map((r) => (
          <li
            key={r.index}
            data-testid={`reference-${r.index}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">
                {r.index}. {r.name} · {r.relationship} · {r.phone}{" "}
                <Badge color={statusColor(r.status)}>{r.status.replace("_", " ")}</Badge>
              </h3>
              {r.canRecall && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRecall(r)}>
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
            {r.operatorAttention && r.canRecall && (
              <RecallInLanguage
                checkId={detail.id}
                referenceIndex={r.index}
                current={r.language}
                busy={busy}
              />
            )}
            {r.failureReason && r.status === "failed" && (
              <p className="mt-1 text-sm text-red-800" data-testid="failure-reason">
                <span className="font-medium">Why it failed:</span> {r.failureReason}
                {r.refundedAt ? " · its share was refunded" : ""}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500">
              {r.attemptsMade} attempt{r.attemptsMade === 1 ? "" : "s"} · calling hours in {r.timezone}
              {r.redactions > 0 &&
                ` · ${r.redactions} protected remark${r.redactions === 1 ? "" : "s"} removed from what was kept`}
            </p>
            <ol className="mt-2 space-y-2 text-sm text-slate-700">
              {r.attempts.map((a) => (
                <AttemptItem key={a.attempt} a={a} zone={a.timezone} />
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function AttemptItem({ a, zone }: { a: Attempt; zone: string }) {
  const consent = a.consent;
  return (
    <li>
      <p>
        Attempt {a.attempt}: {formatDateTimeIn(a.at, zone)} ({zone}) · {a.outcome.replace(/_/g, " ")}
        {a.durationSeconds ? ` · ${callLength(a.durationSeconds)}` : ""}
        {a.endReason && a.endReason !== a.outcome ? ` · ended: ${a.endReason.replace(/_/g, " ")}` : ""}
      </p>
      {consent && (
        <p className="text-xs text-slate-600">
          Consent {consent.consentGiven ? "given" : (consent.consentResponse ?? "not given")}
          {consent.rawResponse ? `: “${consent.rawResponse}”` : ""}
          {consent.consentResponseAt ? ` at ${formatDateTimeIn(consent.consentResponseAt, zone)}` : ""}
        </p>
      )}
      {a.analysis?.summary && (
        <p className="text-xs text-slate-600">
          Analysis
          {a.analysis.rating !== null
            ? ` (rating ${a.analysis.rating}/10, ${a.analysis.sentiment})`
            : ""}: {a.analysis.summary}
        </p>
      )}
      {a.transcript && a.transcript.length > 0 && <Transcript turns={a.transcript} />}
    </li>
  );
}

function Transcript({ turns }: { turns: NonNullable<Attempt["transcript"]> }) {
  const redactions = turns.flatMap((t) => t.parts).filter((p) => p.redacted).length;
  return (
    <details className="mt-1 rounded border border-slate-200 bg-slate-50 p-2" data-testid="transcript">
      <summary className="cursor-pointer text-xs font-medium text-slate-700">
        Transcript ({turns.length} turns
        {redactions > 0 ? `, ${redactions} redaction${redactions === 1 ? "" : "s"}` : ""})
      </summary>
      <ol className="mt-2 space-y-1 text-xs">
        {turns.map((t, i) => (
          <li key={i}>
            <span className="font-semibold">{t.speaker === "agent" ? "Interviewer" : "Reference"}:</span>{" "}
            {t.parts.map((p, j) =>
              p.redacted ? (
                <mark
                  key={j}
                  data-testid="redaction"
                  className="rounded bg-amber-200 px-1 text-amber-950"
                  title="Removed by the interviewer: a remark about a protected characteristic"
                >
                  [redacted: {p.text}]
                </mark>
              ) : (
                <span key={j}>{p.text} </span>
              ),
            )}
            {t.readings && <Readings readings={t.readings} />}
          </li>
        ))}
      </ol>
    </details>
  );
}

type TurnReadings = NonNullable<NonNullable<Attempt["transcript"]>[number]["readings"]>;

/**
 * How the interviewer read a reference's turn: the rules' reading, the live model's cautions (it
 * can only add caution) and the reading the interview acted on, compact under the turn.
 */
function Readings({ readings }: { readings: TurnReadings }) {
  const word = (intent: string) => intent.replace(/_/g, " ");
  const model =
    readings.model === null
      ? "not asked"
      : readings.model.length
        ? readings.model.map(word).join(", ")
        : "no caution";
  return (
    <span className="ml-1 block text-[11px] text-slate-500" data-testid="turn-readings">
      Read as: rules <span data-reading="rules">{word(readings.rules)}</span> · model{" "}
      <span data-reading="model">{model}</span> · acted on{" "}
      <span data-reading="final" className="font-medium text-slate-700">
        {word(readings.final)}
      </span>
    </span>
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
