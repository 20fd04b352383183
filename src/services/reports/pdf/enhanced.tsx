import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportData } from "../data";
import { FlagBar, QualityChart, RatingsChart, scoreColor, ScoreGauge } from "./charts";
import { fmtDate, LABEL_STRENGTH, pdfText, SECTION } from "./format";
import { ConsentRecords, DataRights, Disclaimer, NotReached } from "./records";
import { ExecutiveSummary, Flags, Insights, QuestionTable, Recommendation, ReferenceFacts } from "./sections";
import { Heading, type Theme } from "./theme";
import { Transcripts } from "./transcripts";
import { BOLD, ITALIC, REGULAR } from "./fonts";

const INK = "#0f172a";
const ACCENT = "#4338ca";

const s = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 50,
    paddingHorizontal: 0,
    fontSize: 10,
    ...REGULAR,
    color: "#1e293b",
  },
  body: { paddingHorizontal: 44 },
  band: {
    marginTop: -36,
    backgroundColor: INK,
    color: "#ffffff",
    paddingHorizontal: 44,
    paddingTop: 30,
    paddingBottom: 22,
    marginBottom: 10,
  },
  brand: { fontSize: 9, color: "#a5b4fc", letterSpacing: 1.5, marginBottom: 6 },
  title: { fontSize: 24, ...BOLD, color: "#ffffff" },
  subtitle: { fontSize: 10.5, color: "#cbd5e1", marginTop: 4 },
  h2: { fontSize: 14, marginTop: 18, marginBottom: 7, ...BOLD, color: ACCENT },
  h3: { fontSize: 10.5, marginTop: 4, marginBottom: 2, ...BOLD, color: INK },
  para: { fontSize: 10, marginBottom: 4, lineHeight: 1.4 },
  muted: { color: "#64748b", marginBottom: 2 },
  small: { fontSize: 8.5, color: "#475569", lineHeight: 1.35 },
  bullet: { marginBottom: 2 },
  box: { backgroundColor: "#f8fafc", borderRadius: 4, padding: 7 },
  quote: { fontSize: 9.5, ...ITALIC, color: "#334155", marginTop: 2, lineHeight: 1.35 },
  row: { flexDirection: "row" },
  card: { backgroundColor: "#f8fafc", borderRadius: 6, padding: 12, marginBottom: 10 },
  stat: { flex: 1, backgroundColor: "#ffffff", borderRadius: 4, padding: 8, marginRight: 6 },
  statValue: { fontSize: 16, ...BOLD, color: INK },
  statLabel: { fontSize: 7, color: "#64748b", marginTop: 2 },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 44,
    right: 44,
    fontSize: 8,
    color: "#94a3b8",
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

const theme: Theme = { ...s, accent: ACCENT, flagCards: true };

/** Enhanced design: a cover band, a score gauge, charts of the ratings and colour-coded flag cards. */
export function EnhancedReport({ data }: { data: ReportData }) {
  const sum = data.summary;
  const analysed = data.references.filter((r) => r.analysis);
  return (
    <Document
      title={`Reference report (enhanced): ${data.candidateName}`}
      author={data.productName}
      subject={`Reference check ${data.checkId}`}
      language="en-US"
    >
      <Page size="LETTER" style={s.page}>
        <View style={s.band}>
          <Text style={s.brand}>{data.productName.toUpperCase()} · REFERENCE REPORT</Text>
          <Text style={s.title}>{pdfText(data.candidateName)}</Text>
          <Text style={s.subtitle}>
            {pdfText(data.role)} at {pdfText(data.companyName)} · check #{data.checkId} ·{" "}
            {fmtDate(data.generatedAt, data.timeZone)}
          </Text>
        </View>
        <View style={s.body}>
          <View style={[s.card, { flexDirection: "row", alignItems: "center" }]} wrap={false}>
            <ScoreGauge score={sum.score} />
            <View style={{ flex: 1, marginLeft: 16 }}>
              <Text style={{ fontSize: 9, color: "#64748b" }}>HIRING RECOMMENDATION SCORE</Text>
              <Text
                style={{
                  fontSize: 15,
                  ...BOLD,
                  color: sum.score === null ? "#64748b" : scoreColor(sum.score),
                  marginTop: 2,
                }}
              >
                {sum.score === null ? "n/a" : `${sum.score.toFixed(1)}/10`} · {sum.verdict}
              </Text>
              <View style={{ flexDirection: "row", marginTop: 8 }}>
                <View style={s.stat}>
                  <Text style={s.statValue}>
                    {sum.interviewed}/{sum.total}
                  </Text>
                  <Text style={s.statLabel}>interviewed</Text>
                </View>
                <View style={s.stat}>
                  <Text style={[s.statValue, { color: "#b91c1c" }]}>{sum.counts.red}</Text>
                  <Text style={s.statLabel}>red flags</Text>
                </View>
                <View style={s.stat}>
                  <Text style={[s.statValue, { color: "#b45309" }]}>{sum.counts.yellow}</Text>
                  <Text style={s.statLabel}>yellow flags</Text>
                </View>
                <View style={s.stat}>
                  <Text style={[s.statValue, { color: "#15803d" }]}>{sum.counts.green}</Text>
                  <Text style={s.statLabel}>green flags</Text>
                </View>
              </View>
              <View style={{ marginTop: 6 }}>
                <FlagBar counts={sum.counts} width={300} />
              </View>
            </View>
          </View>

          <ExecutiveSummary t={theme} data={data} />
          <Recommendation t={theme} data={data} hideScore />

          {analysed.length > 0 && (
            <View wrap={false}>
              <Text style={[s.h3, { marginTop: 10 }]}>Ratings by reference (out of 10)</Text>
              <RatingsChart refs={data.references} width={520} />
            </View>
          )}

          <Flags t={theme} data={data} />

          <Heading t={theme}>{SECTION.assessments}</Heading>
          {analysed.map((r) => (
            <View key={r.index} style={s.card}>
              <View style={{ flexDirection: "row", justifyContent: "space-between" }} wrap={false}>
                <Text style={[s.h3, { fontSize: 12 }]}>
                  Reference {r.index}: {pdfText(r.name)}
                </Text>
                <Text style={{ ...BOLD, color: scoreColor(r.analysis!.rating) }}>
                  {r.analysis!.rating.toFixed(1)}/10 · {LABEL_STRENGTH[r.analysis!.recommendationStrength]}
                </Text>
              </View>
              <ReferenceFacts t={theme} r={r} zone={data.timeZone} />
              <View wrap={false}>
                <Text style={[s.small, { marginTop: 4 }]}>Answer quality by question (1-5)</Text>
                <QualityChart r={r} width={500} />
              </View>
              <QuestionTable t={theme} r={r} />
            </View>
          ))}
          {analysed.length === 0 && <Text style={s.para}>No reference was interviewed.</Text>}

          <Insights t={theme} data={data} />
          <NotReached t={theme} data={data} />
          <DataRights t={theme} data={data} />
          <ConsentRecords t={theme} data={data} />
          <Transcripts t={theme} data={data} />
          <Disclaimer t={theme} />
        </View>
        <View style={s.footer} fixed>
          <Text>
            {data.productName} · Confidential: for {pdfText(data.requesterEmail)} only
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
