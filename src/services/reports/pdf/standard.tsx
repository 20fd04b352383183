import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportData } from "../data";
import { fmtDate, pdfText, SECTION } from "./format";
import { ConsentRecords, DataRights, Disclaimer, NotReached } from "./records";
import { ExecutiveSummary, Flags, Insights, QuestionTable, Recommendation, ReferenceFacts } from "./sections";
import { Heading, KEEP_WITH_NEXT, relLabel, type Theme } from "./theme";
import { Transcripts } from "./transcripts";
import { BOLD, ITALIC, REGULAR } from "./fonts";

const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 50,
    paddingHorizontal: 44,
    fontSize: 10,
    ...REGULAR,
    color: "#1f2937",
  },
  h1: { fontSize: 20, marginBottom: 4, ...BOLD },
  h2: {
    fontSize: 13.5,
    marginTop: 16,
    marginBottom: 6,
    ...BOLD,
    borderBottomWidth: 0.75,
    borderBottomColor: "#d1d5db",
    paddingBottom: 3,
  },
  h3: { fontSize: 10.5, marginTop: 4, marginBottom: 2, ...BOLD },
  para: { fontSize: 10, marginBottom: 4, lineHeight: 1.4 },
  muted: { color: "#6b7280", marginBottom: 2 },
  small: { fontSize: 8.5, color: "#4b5563", lineHeight: 1.35 },
  bullet: { marginBottom: 2 },
  box: { borderWidth: 0.5, borderColor: "#d1d5db", padding: 6 },
  quote: { fontSize: 9.5, ...ITALIC, color: "#374151", marginTop: 1, lineHeight: 1.35 },
  row: { flexDirection: "row" },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 44,
    right: 44,
    fontSize: 8,
    color: "#9ca3af",
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

const theme: Theme = { ...s, accent: "#1d4ed8", flagCards: false };

/** Standard design: one column, plain type, every section in order. */
/**
 * `audience: "candidate"` is the candidate's copy inside the pre-adverse-action packet: it names
 * nobody's e-mail address and carries the disclaimer written for the candidate.
 */
export function StandardReport({
  data,
  audience = "employer",
}: {
  data: ReportData;
  audience?: "employer" | "candidate";
}) {
  const forCandidate = audience === "candidate";
  return (
    <Document
      title={`Reference report: ${data.candidateName}`}
      author={data.productName}
      subject={`Reference check ${data.checkId}`}
      language="en-US"
    >
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Reference Report: {pdfText(data.candidateName)}</Text>
        <Text style={s.muted}>
          {pdfText(data.role)} at {pdfText(data.companyName)} · check #{data.checkId} · prepared by{" "}
          {data.productName} on {fmtDate(data.generatedAt, data.timeZone)}
          {forCandidate ? ` for ${pdfText(data.companyName)}` : ` for ${pdfText(data.requesterEmail)}`}
        </Text>
        <ExecutiveSummary t={theme} data={data} />
        <Recommendation t={theme} data={data} />
        <Flags t={theme} data={data} />
        {data.references
          .filter((r) => r.analysis)
          .map((r, i) => {
            const title = (
              <Text style={s.h3} minPresenceAhead={KEEP_WITH_NEXT}>
                Reference {r.index}: {pdfText(r.name)} ({relLabel(r.relationship)})
              </Text>
            );
            return (
              <View key={r.index} style={{ marginBottom: 8 }}>
                {i === 0 ? (
                  <Heading t={theme} first={title}>
                    {SECTION.assessments}
                  </Heading>
                ) : (
                  title
                )}
                <ReferenceFacts t={theme} r={r} zone={data.timeZone} />
                <QuestionTable t={theme} r={r} />
              </View>
            );
          })}
        {!data.references.some((r) => r.analysis) && (
          <Heading t={theme} first={<Text style={s.para}>No reference was interviewed.</Text>}>
            {SECTION.assessments}
          </Heading>
        )}
        <Insights t={theme} data={data} />
        <NotReached t={theme} data={data} />
        <DataRights t={theme} data={data} />
        <ConsentRecords t={theme} data={data} />
        <Transcripts t={theme} data={data} />
        <Disclaimer t={theme} audience={audience} />
        <View style={s.footer} fixed>
          <Text>
            {forCandidate
              ? `${data.productName} · ${pdfText(data.candidateName)}'s copy of their report`
              : `${data.productName} · Confidential: for ${pdfText(data.requesterEmail)} only`}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
