import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReportData, ReportReference } from "../data";
import type { ReportFlag } from "../summary";
import { QuotePlace, quotePlace, TranslationNote } from "./quote-place";
import {
  FLAG_BG,
  FLAG_COLOR,
  FLAG_LABEL,
  fmtDateTime,
  fmtDuration,
  LABEL_STRENGTH,
  pdfText,
  questionLabel,
  SECTION,
} from "./format";
import { BOLD, REGULAR } from "./fonts";
import { Bullets, Heading, KEEP_WITH_NEXT, relLabel, type Theme } from "./theme";

/* The report's findings: summary, recommendation, flags, each reference's facts and answers, insights. */

const T = pdfText;

export function ExecutiveSummary({ t, data }: { t: Theme; data: ReportData }) {
  return (
    <View>
      <Heading t={t} first={<Text style={t.para}>{T(data.summary.executiveSummary)}</Text>}>
        {SECTION.executiveSummary}
      </Heading>
      {data.summary.keyQuotes.length > 0 && (
        <View>
          <Text minPresenceAhead={KEEP_WITH_NEXT} style={[t.h3, { marginTop: 4 }]}>
            In their words
          </Text>
          {data.summary.keyQuotes.map((q, i) => (
            <View key={i} style={{ marginBottom: 4 }} wrap={false}>
              <Text style={t.quote}>
                {translatedQuote(data, q.referenceIndex, q.quote) ? (
                  <Text style={MT}>[{MT_MARK}] </Text>
                ) : null}
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
          <Text minPresenceAhead={KEEP_WITH_NEXT} style={[t.h3, { marginTop: 4 }]}>
            How the references compare
          </Text>
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
      <Heading
        t={t}
        first={
          <View>
            {!hideScore && (
              <Text style={[t.h3, { color: t.accent }]}>
                Hiring recommendation score: {s.score === null ? "n/a" : `${s.score.toFixed(1)}/10`} ·{" "}
                {s.verdict}
              </Text>
            )}
            <Text style={t.muted}>
              Confidence: {s.confidence} ({s.interviewed} of {s.total} references interviewed)
            </Text>
          </View>
        }
      >
        {SECTION.recommendation}
      </Heading>
      <Text minPresenceAhead={KEEP_WITH_NEXT} style={[t.h3, { marginTop: 6 }]}>
        Reasoning
      </Text>
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
      <Text style={t.quote}>
        Evidence
        {quotePlace(r, f.evidence, f.questionType)?.original ? <Text style={MT}> [{MT_MARK}]</Text> : null}: “
        {T(f.evidence)}”
      </Text>
      <QuotePlace t={t} r={r} quote={f.evidence} questionType={f.questionType} />
    </View>
  );
}

export function Flags({ t, data }: { t: Theme; data: ReportData }) {
  const { flags, counts } = data.summary;
  const translatedFlags = flags.some((f) =>
    translatedQuote(data, f.referenceIndex, f.evidence, f.questionType),
  );
  return (
    <View>
      <Heading
        t={t}
        first={
          <Text style={t.muted}>
            {counts.red} red · {counts.yellow} yellow · {counts.green} green. Each flag quotes the reference's
            own words
            {translatedFlags
              ? `; a quote marked [${MT_MARK}] is the English of words said in another language, which follow it`
              : ""}
            .
          </Text>
        }
      >
        {SECTION.flags}
      </Heading>
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

/** The mark a machine-translated quote carries where it is printed. */
export const MT_MARK = "machine translation";
const MT = { color: "#92400e", fontStyle: "normal" as const, ...BOLD };

/** Whether a quote of one reference is a machine translation (only its English is in the transcript). */
function translatedQuote(data: ReportData, referenceIndex: number, quote: string, questionType?: string) {
  const r = data.references.find((x) => x.index === referenceIndex);
  return Boolean(quotePlace(r, quote, questionType)?.original);
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
      {analysed.length === 0 && (
        <Heading t={t} first={<Text style={t.para}>No interview to draw insights from.</Text>}>
          {SECTION.insights}
        </Heading>
      )}
      {analysed.length > 0 && (
        <Heading t={t} first={<Text style={t.h3}>{T(analysed[0]!.name)}</Text>}>
          {SECTION.insights}
        </Heading>
      )}
      {analysed.map((r, n) => (
        <View key={r.index} style={{ marginBottom: 6 }}>
          {n > 0 && (
            <Text minPresenceAhead={KEEP_WITH_NEXT} style={t.h3}>
              {T(r.name)}
            </Text>
          )}
          {r.analysis!.keyInsights.length ? (
            r.analysis!.keyInsights.map((insight, i) => {
              const place = quotePlace(r, insight);
              return (
                <View key={i} wrap={false}>
                  <Bullets t={t} items={[place?.original ? `[${MT_MARK}] ${insight}` : insight]} />
                  <View style={{ marginLeft: 12, marginTop: -2, marginBottom: 2 }}>
                    <TranslationNote t={t} place={place} />
                  </View>
                </View>
              );
            })
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
