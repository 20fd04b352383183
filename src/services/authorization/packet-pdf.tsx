import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import type { ReportData } from "../reports/data";
import { StandardReport } from "../reports/pdf/standard";
import { fmtDate, pdfText } from "../reports/pdf/format";
import { BOLD, REGULAR } from "../reports/pdf/fonts";

const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 50,
    paddingHorizontal: 44,
    fontSize: 10,
    ...REGULAR,
    color: "#1f2937",
  },
  h1: { fontSize: 18, marginBottom: 6, ...BOLD },
  h2: { fontSize: 12.5, marginTop: 14, marginBottom: 6, ...BOLD },
  para: { fontSize: 10, marginBottom: 5, lineHeight: 1.4 },
  muted: { color: "#6b7280", marginBottom: 4 },
  bullet: { fontSize: 10, marginBottom: 4, lineHeight: 1.4 },
});

export interface PacketCover {
  candidateName: string;
  employer: string;
  product: string;
  preparedAt: Date;
  timeZone: string;
  rights: string[];
  authorization: string;
  /** How to dispute: the support e-mail and, when configured, the postal address. */
  supportEmail: string;
  postalAddress: string | null;
}

/**
 * The pre-adverse-action packet: a cover page with the summary of the candidate's rights, then the
 * report itself, page for page (the standard design's pages inside this one document).
 */
export function PacketDocument({ data, cover }: { data: ReportData; cover: PacketCover }) {
  // The candidate's copy: nobody's e-mail address, and a disclaimer written for the candidate.
  const report = StandardReport({ data, audience: "candidate" }) as ReactElement<{ children: ReactNode }>;
  const pages = Children.toArray(report.props.children).filter(isValidElement);
  return (
    <Document
      title={`Pre-adverse-action packet: ${cover.candidateName}`}
      author={cover.product}
      language="en-US"
    >
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>A copy of your reference report and a summary of your rights</Text>
        <Text style={s.muted}>
          For {pdfText(cover.candidateName)} · from {pdfText(cover.employer)} · report prepared by{" "}
          {cover.product} · {fmtDate(cover.preparedAt, cover.timeZone)}
        </Text>
        <Text style={s.para}>
          {pdfText(cover.employer)} is giving you this copy of the reference report {cover.product} prepared
          about you, and the summary of your rights below, before taking any decision based on it. If anything
          in the report is incomplete or inaccurate, you may dispute it with {cover.product}: write to{" "}
          {cover.supportEmail}
          {cover.postalAddress ? ` or by post to ${pdfText(cover.postalAddress)}` : ""}, naming the report and
          what is wrong. {cover.product} looks into it and corrects or removes what cannot be verified.
        </Text>
        <Text style={s.para}>{pdfText(cover.authorization)}</Text>
        <Text style={s.h2}>Summary of your rights</Text>
        <View>
          {cover.rights.map((r, i) => (
            <Text key={i} style={s.bullet}>
              • {r}
            </Text>
          ))}
        </View>
      </Page>
      {pages}
    </Document>
  );
}
