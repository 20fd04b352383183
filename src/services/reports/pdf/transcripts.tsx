import { Text, View } from "@react-pdf/renderer";
import type { ReportData, ReportReference } from "../data";
import { blockAnchor, clock, transcriptBlocks, type ReportTurn } from "../transcript-places";
import { BOLD } from "./fonts";
import { fmtDateTime, isolated, pdfText, SECTION } from "./format";
import { SIMULATED_NOTE } from "./sections";
import { Heading, KEEP_WITH_NEXT, relLabel, type Theme } from "./theme";

/** Said above a transcript held in French or Spanish. */
export const TRANSLATION_NOTE =
  "This interview was not held in English. Each turn is shown as it was said, followed by its English: " +
  "the interviewer's lines in our own reviewed English wording, the reference's words machine-translated. " +
  "The analysis, flags and quotes in this report are based on the machine translation.";

/**
 * The full transcripts. Each question with its answers is one text element (a block), and each
 * turn is numbered and timed, so flags and quotes can point to the place they come from. One
 * element per block rather than per turn keeps the page breaking cheap; the block flows across a
 * page break line by line, so nothing is ever drawn over anything else.
 */
export function Transcripts({ t, data }: { t: Theme; data: ReportData }) {
  const recorded = data.references.filter((r) => r.transcript.length);
  return (
    <View>
      {recorded.length === 0 && (
        <Heading t={t} first={<Text style={t.para}>No interview was recorded.</Text>}>
          {SECTION.transcripts}
        </Heading>
      )}
      {recorded.map((r, i) => (
        <ReferenceTranscript key={r.index} t={t} r={r} zone={data.timeZone} first={i === 0} />
      ))}
    </View>
  );
}

/** One reference's transcript; the first one carries the section heading, kept with its title. */
function ReferenceTranscript(props: { t: Theme; r: ReportReference; zone: string; first: boolean }) {
  const { t, r, zone, first } = props;
  const start = r.callDate ?? (r.transcript[0]?.at ? new Date(r.transcript[0].at) : null);
  const title = (
    <Text style={t.h3} minPresenceAhead={KEEP_WITH_NEXT} id={`transcript-${r.index}`}>
      {pdfText(r.name)} · {relLabel(r.relationship)} · {fmtDateTime(r.callDate, zone)}
      {r.simulatedCall ? SIMULATED_NOTE : ""}
    </Text>
  );
  return (
    <View style={{ marginBottom: 8 }}>
      {first ? (
        <Heading t={t} first={title}>
          {SECTION.transcripts}
        </Heading>
      ) : (
        title
      )}
      <Text style={t.small}>
        Turns are numbered; times are minutes:seconds into the call
        {r.recordingStart ? " (the recording starts with the consent answer)" : ""}.
      </Text>
      {r.transcript.some((turn) => turn.translation !== undefined) && (
        <Text style={[t.small, { marginTop: 2 }]}>{TRANSLATION_NOTE}</Text>
      )}
      {transcriptBlocks(r.transcript).map((block) => (
        <Text
          key={block.start}
          id={blockAnchor(r.index, block.start)}
          style={[t.small, { marginTop: 4, color: "#1f2937" }]}
        >
          {block.turns.map((turn, i) => (
            <Turn
              key={i}
              t={t}
              turn={turn}
              number={block.start + i + 1}
              start={start}
              name={r.name}
              last={i === block.turns.length - 1}
            />
          ))}
        </Text>
      ))}
    </View>
  );
}

function Turn(props: {
  t: Theme;
  turn: ReportTurn;
  number: number;
  start: Date | null;
  name: string;
  last: boolean;
}) {
  const { t, turn, number, start, name, last } = props;
  const seconds =
    start && turn.at ? Math.max(0, Math.round((new Date(turn.at).getTime() - start.getTime()) / 1000)) : null;
  const agent = turn.speaker === "agent";
  // Number, time and speaker are one run: fewer elements make the layout markedly cheaper.
  return (
    <>
      <Text style={{ ...BOLD, color: agent ? t.accent : "#111827" }}>
        {number}
        {seconds !== null ? ` · ${clock(seconds)}` : ""}
        {"  "}
        {agent ? "Interviewer (AI)" : isolated(pdfText(name))}:{" "}
      </Text>
      {pdfText(turn.text)}
      {turn.translation !== undefined ? (
        <Text style={{ color: "#4b5563" }}>
          {"\n"}
          {turn.translatedBy === "machine" ? "English (machine translation): " : "English: "}
          {pdfText(turn.translation)}
        </Text>
      ) : null}
      {last ? "" : "\n"}
    </>
  );
}
