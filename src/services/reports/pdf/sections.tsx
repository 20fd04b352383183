import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReportData, ReportReference } from "../data";
import { RELATIONSHIP_LABEL, type ReportFlag } from "../summary";
import { QuotePlace } from "./quote-place";
import {
  consentLine,
  DISCLAIMER,
  FLAG_BG,
  FLAG_COLOR,
  FLAG_LABEL,
  fmtDateTime,
  fmtDuration,
  LABEL_STRENGTH,
  OCCASIONAL_SECTION,
  pdfText,
  questionLabel,
  SECTION,
} from "./format";
import { BOLD, REGULAR } from "./fonts";

/** The look of a design: both designs render the same sections with their own styles. */
export interface Theme {
  h2: Style;
  h3: Style;
  para: Style;
  muted: Style;
  small: Style;
  bullet: Style;
  box: Style;
  quote: Style;
  row: Style;
  accent: string;
  /** Flags as cards with a tinted background (enhanced) or as plain lines (standard). */
  flagCards: boolean;
}

export const relLabel = (r: string) => RELATIONSHIP_LABEL[r] ?? r;
const T = pdfText;

export function Heading({ t, children, breakBefore }: { t: Theme; children: string; breakBefore?: boolean }) {
  return (
    <Text style={t.h2} break={breakBefore} minPresenceAhead={60}>
      {children}
    </Text>
  );
}

export function Bullets({ t, items }: { t: Theme; items: string[] }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={i} style={{ flexDirection: "row", marginBottom: 3 }} wrap={false}>
          <Text style={[t.para, { width: 12 }]}>•</Text>
          <Text style={[t.para, { flex: 1 }]}>{T(item)}</Text>
        </View>
      ))}
    </View>
  );
}

export function ExecutiveSummary({ t, data }: { t: Theme; data: ReportData }) {
  return (
    <View>
      <Heading t={t}>{SECTION.executiveSummary}</Heading>
      <Text style={t.para}>{T(data.summary.executiveSummary)}</Text>
      {data.summary.keyQuotes.length > 0 && (
        <View>
          <Text style={[t.h3, { marginTop: 4 }]}>In their words</Text>
          {data.summary.keyQuotes.map((q, i) => (
            <View key={i} style={{ marginBottom: 4 }} wrap={false}>
              <Text style={t.quote}>
                “{T(q.quote)}” <Text style={t.muted}>· {T(q.referenceName)}</Text>
              </Text>
              <QuotePlace
                t={t}
                r={data.references.find((r) => r.index === q.referenceIndex)}
                quote={q.quote}
              />
            </View>
          ))}
        </View>
      )}
      {data.summary.comparison.length > 0 && (
        <View>
          <Text style={[t.h3, { marginTop: 4 }]}>How the references compare</Text>
          <Bullets t={t} items={data.summary.comparison} />
        </View>
      )}
    </View>
  );
}

export function Recommendation({ t, data, hideScore }: { t: Theme; data: ReportData; hideScore?: boolean }) {
  const s = data.summary;
  return (
    <View>
      <Heading t={t}>{SECTION.recommendation}</Heading>
      {!hideScore && (
        <Text style={[t.h3, { color: t.accent }]}>
          Hiring recommendation score: {s.score === null ? "n/a" : `${s.score.toFixed(1)}/10`} · {s.verdict}
        </Text>
      )}
      <Text style={t.muted}>
        Confidence: {s.confidence} ({s.interviewed} of {s.total} references interviewed)
      </Text>
      <Text style={[t.h3, { marginTop: 6 }]}>Reasoning</Text>
      <Bullets t={t} items={s.reasoning} />
    </View>
  );
}

function FlagItem({ t, f, r }: { t: Theme; f: ReportFlag; r: ReportReference | undefined }) {
  const color = FLAG_COLOR[f.level];
  return (
    <View
      wrap={false}
      style={
        t.flagCards
          ? {
              backgroundColor: FLAG_BG[f.level],
              borderLeftWidth: 3,
              borderLeftColor: color,
              padding: 6,
              marginBottom: 5,
            }
          : { marginBottom: 5 }
      }
    >
      <Text style={t.para}>
        <Text style={{ color, ...BOLD }}>{FLAG_LABEL[f.level]}</Text>
        {"  "}
        <Text style={{ ...BOLD }}>{T(f.title)}</Text>
        <Text style={t.muted}> · {T(f.referenceName)}</Text>
        {f.questionType ? <Text style={t.muted}> · {questionLabel(f.questionType)}</Text> : null}
      </Text>
      <Text style={t.quote}>Evidence: “{T(f.evidence)}”</Text>
      <QuotePlace t={t} r={r} quote={f.evidence} questionType={f.questionType} />
    </View>
  );
}

export function Flags({ t, data }: { t: Theme; data: ReportData }) {
  const { flags, counts } = data.summary;
  return (
    <View>
      <Heading t={t}>{SECTION.flags}</Heading>
      <Text style={t.muted}>
        {counts.red} red · {counts.yellow} yellow · {counts.green} green. Each flag quotes the reference's own
        words.
      </Text>
      <View style={{ marginTop: 6 }}>
        {flags.length === 0 ? (
          <Text style={t.para}>No flags were raised.</Text>
        ) : (
          (["red", "yellow", "green"] as const).flatMap((level) =>
            flags
              .filter((f) => f.level === level)
              .map((f, i) => (
                <FlagItem
                  key={`${level}${i}`}
                  t={t}
                  f={f}
                  r={data.references.find((r) => r.index === f.referenceIndex)}
                />
              )),
          )
        )}
      </View>
    </View>
  );
}

/** After a simulated call's time: a demo calls at once, at any hour, so the time is no real call's. */
export const SIMULATED_NOTE = " (simulated demo call, on the simulated clock)";

const LANGUAGE_NAMES: Record<string, string> = { fr: "French", es: "Spanish" };

/** " · held in French; quotes are machine-translated" for an interview not held in English. */
export function translatedNote(r: ReportReference): string {
  const lang = r.transcript.find((x) => x.lang && x.lang !== "en")?.lang;
  if (!lang || !r.transcript.some((x) => x.translatedBy === "machine")) return "";
  return ` · held in ${LANGUAGE_NAMES[lang] ?? lang}; quotes are machine-translated into English`;
}

export function ReferenceFacts({ t, r, zone }: { t: Theme; r: ReportReference; zone: string }) {
  const a = r.analysis!;
  return (
    <View>
      <Text style={t.muted}>
        {relLabel(r.relationship)} · interviewed {fmtDateTime(r.callDate, zone)}
        {r.simulatedCall ? SIMULATED_NOTE : ""} · {fmtDuration(r.durationSeconds)}
        {translatedNote(r)}
      </Text>
      <Text style={[t.para, { marginTop: 3 }]}>
        Rating {a.rating.toFixed(1)}/10 · Sentiment {a.sentiment} · Recommendation{" "}
        {LABEL_STRENGTH[a.recommendationStrength]}
      </Text>
      <Text style={t.para}>{T(a.summary)}</Text>
    </View>
  );
}

export function QuestionTable({ t, r }: { t: Theme; r: ReportReference }) {
  const qs = r.analysis!.questions;
  if (!qs.length) return null;
  const cell = (w: number | string, bold = false): Style => ({
    width: w,
    fontSize: 8.5,
    paddingVertical: 2,
    ...(bold ? BOLD : REGULAR),
  });
  return (
    <View style={{ marginTop: 4, marginBottom: 6 }}>
      <View style={[t.row, { borderBottomWidth: 0.5, borderBottomColor: "#9ca3af" }]} wrap={false}>
        <Text style={cell("34%", true)}>Question</Text>
        <Text style={cell("14%", true)}>Quality (1-5)</Text>
        <Text style={cell("12%", true)}>Words</Text>
        <Text style={cell("14%", true)}>Example</Text>
        <Text style={cell("12%", true)}>Numbers</Text>
        <Text style={cell("14%", true)}>Follow-up</Text>
      </View>
      {qs.map((q, i) => (
        <View key={i} style={t.row} wrap={false}>
          <Text style={cell("34%")}>{questionLabel(q.questionType)}</Text>
          <Text style={cell("14%")}>{q.quality}</Text>
          <Text style={cell("12%")}>{q.wordCount}</Text>
          <Text style={cell("14%")}>{q.specificExample ? "yes" : "no"}</Text>
          <Text style={cell("12%")}>{q.containsNumbers ? "yes" : "no"}</Text>
          <Text style={cell("14%")}>{q.followUpUsed ? "yes" : "no"}</Text>
        </View>
      ))}
    </View>
  );
}

export function Insights({ t, data }: { t: Theme; data: ReportData }) {
  const analysed = data.references.filter((r) => r.analysis);
  return (
    <View>
      <Heading t={t}>{SECTION.insights}</Heading>
      {analysed.length === 0 && <Text style={t.para}>No interview to draw insights from.</Text>}
      {analysed.map((r) => (
        <View key={r.index} style={{ marginBottom: 6 }}>
          <Text style={t.h3}>{T(r.name)}</Text>
          {r.analysis!.keyInsights.length ? (
            <Bullets t={t} items={r.analysis!.keyInsights} />
          ) : (
            <Text style={t.para}>No specific examples were given.</Text>
          )}
          <Text style={t.small}>
            Analysed by{" "}
            {r.analysis!.analyzer === "claude"
              ? "Claude (AI model), checked against the transcript"
              : "the deterministic offline analyzer"}
            .
          </Text>
          {r.analysis!.integrityNotes.map((n, i) => (
            <Text key={i} style={t.small}>
              Note: {T(n)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

const NO_AUTHORIZATION = "No candidate authorization is on file for this check.";

export function ConsentRecords({ t, data }: { t: Theme; data: ReportData }) {
  const withConsent = data.references.filter((r) => r.consent.length);
  return (
    <View>
      <Heading t={t}>{SECTION.consent}</Heading>
      <Text style={t.para}>{T(data.candidateAuthorization ?? NO_AUTHORIZATION)}</Text>
      <Text style={t.muted}>
        Every call opened with a recording disclosure and asked for consent; a call whose consent was refused
        ended at once and kept no recording or transcript.
      </Text>
      {withConsent.length === 0 && <Text style={t.para}>No call reached a reference.</Text>}
      {withConsent.map((r) =>
        r.consent.map((c, i) => (
          <View key={`${r.index}-${i}`} style={[t.box, { marginTop: 5 }]} wrap={false}>
            <Text style={t.h3}>
              {T(r.name)}: {consentLine(c.given)}
            </Text>
            <Text style={t.small}>Consent asked: {fmtDateTime(c.requestedAt, data.timeZone)}</Text>
            <Text style={t.small}>Answered: {fmtDateTime(c.respondedAt, data.timeZone)}</Text>
            <Text style={t.small}>Reference's words: “{T(c.response ?? "not recorded")}”</Text>
            <Text style={t.small}>
              Recording started: {c.given ? fmtDateTime(c.recordingStartedAt, data.timeZone) : "never"}
            </Text>
            <Text style={t.small}>
              Call ended: {fmtDateTime(c.callEndedAt, data.timeZone)}
              {c.endReason ? ` (${T(c.endReason)})` : ""}
            </Text>
          </View>
        )),
      )}
    </View>
  );
}

export function NotReached({ t, data }: { t: Theme; data: ReportData }) {
  const missing = data.references.filter((r) => !r.analysis && !r.erased);
  return (
    <View>
      <Heading t={t}>{SECTION.notReached}</Heading>
      {missing.length === 0 ? (
        <Text style={t.para}>Every reference was reached and interviewed.</Text>
      ) : (
        missing.map((r) => (
          <View key={r.index} style={{ marginBottom: 6 }} wrap={false}>
            <Text style={t.h3}>
              {T(r.name)} ({relLabel(r.relationship)})
            </Text>
            <Text style={t.para}>Why: {T(r.failureReason ?? "The reference could not be interviewed.")}</Text>
            {r.attemptLog.map((a) => (
              <Text key={a.attemptNumber} style={t.small}>
                Attempt {a.attemptNumber}: {fmtDateTime(a.at, data.timeZone)} · {a.outcome ?? "no result"}
              </Text>
            ))}
          </View>
        ))
      )}
    </View>
  );
}

/**
 * Corrections references asked for, and interviews whose content was erased at the reference's
 * request or removed after the retention period. Shown only when there is something to say.
 */
export function DataRights({ t, data }: { t: Theme; data: ReportData }) {
  const erased = data.references.filter((r) => r.erased);
  const corrected = data.references.filter((r) => r.corrections?.length);
  if (!erased.length && !corrected.length) return null;
  return (
    <View>
      <Heading t={t}>{OCCASIONAL_SECTION.dataRights}</Heading>
      {corrected.map((r) =>
        r.corrections!.map((c, i) => (
          <View key={`c${r.index}-${i}`} style={{ marginBottom: 6 }} wrap={false}>
            <Text style={t.h3}>
              Correction from {T(r.name)} ({relLabel(r.relationship)}), {fmtDateTime(c.at, data.timeZone)}
            </Text>
            <Text style={t.para}>{T(c.text)}</Text>
          </View>
        )),
      )}
      {erased.map((r) => (
        <View key={`e${r.index}`} style={{ marginBottom: 6 }} wrap={false}>
          <Text style={t.h3}>
            Reference {r.index} ({relLabel(r.relationship)})
          </Text>
          <Text style={t.para}>
            {r.erased!.why === "request"
              ? `Erased at the reference's request on ${fmtDateTime(r.erased!.at, data.timeZone)}: their words, recording and analysis are no longer held and are not part of this report.`
              : `Removed on ${fmtDateTime(r.erased!.at, data.timeZone)} under the retention policy: the recording, transcript and analysis are no longer held.`}
          </Text>
        </View>
      ))}
    </View>
  );
}

export function Disclaimer({ t }: { t: Theme }) {
  return (
    <View wrap={false}>
      <Heading t={t}>{SECTION.disclaimer}</Heading>
      {DISCLAIMER.map((p, i) => (
        <Text key={i} style={[t.small, { marginBottom: 3 }]}>
          {p}
        </Text>
      ))}
    </View>
  );
}
