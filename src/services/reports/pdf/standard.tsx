import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportData } from "../data";

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#1f2937" },
  h1: { fontSize: 20, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  h2: { fontSize: 14, marginTop: 16, marginBottom: 6, fontFamily: "Helvetica-Bold" },
  muted: { color: "#6b7280" },
  para: { marginBottom: 4, lineHeight: 1.4 },
  turn: { marginBottom: 3 },
});

/** The skeleton's report: header, per-reference summary and transcript. */
export function StandardReport({ data }: { data: ReportData }) {
  return (
    <Document title={`Reference report: ${data.candidateName}`} author={data.productName}>
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Reference Report: {data.candidateName}</Text>
        <Text style={s.muted}>
          {data.role} at {data.companyName} · prepared by {data.productName} on{" "}
          {data.generatedAt.toDateString()}
        </Text>
        {data.references.map((r) => (
          <View key={r.index} wrap>
            <Text style={s.h2}>
              Reference {r.index}: {r.name} ({r.relationship})
            </Text>
            {r.analysis ? (
              <>
                <Text style={s.para}>
                  Rating: {r.analysis.rating}/10 · Sentiment: {r.analysis.sentiment}
                </Text>
                <Text style={s.para}>{r.analysis.summary}</Text>
                <Text style={s.h2}>Transcript</Text>
                {r.transcript.map((t, i) => (
                  <Text key={i} style={s.turn}>
                    {t.speaker === "agent" ? "AI" : "Reference"}: {t.text}
                  </Text>
                ))}
              </>
            ) : (
              <Text style={s.para}>Not interviewed: {r.failureReason ?? r.status}</Text>
            )}
          </View>
        ))}
      </Page>
    </Document>
  );
}
