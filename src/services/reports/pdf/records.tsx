import { Text, View } from "@react-pdf/renderer";
import type { ReportData, ReportReference } from "../data";
import {
  consentLine,
  DISCLAIMER,
  DISCLAIMER_FOR_CANDIDATE,
  fmtDateTime,
  OCCASIONAL_SECTION,
  pdfText,
  SECTION,
} from "./format";
import { Heading, relLabel, type Theme } from "./theme";

/* The record sections: the consent asked on each call, who was not reached, data rights, the disclaimer. */

const T = pdfText;

const NO_AUTHORIZATION = "No candidate authorization is on file for this check.";

export function ConsentRecords({ t, data }: { t: Theme; data: ReportData }) {
  const withConsent = data.references.filter((r) => r.consent.length);
  return (
    <View>
      <Heading t={t} first={<Text style={t.para}>{T(data.candidateAuthorization ?? NO_AUTHORIZATION)}</Text>}>
        {SECTION.consent}
      </Heading>
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
      {missing.length === 0 ? (
        <Heading t={t} first={<Text style={t.para}>Every reference was reached and interviewed.</Text>}>
          {SECTION.notReached}
        </Heading>
      ) : (
        missing.map((r, i) => (
          <NotReachedReference key={r.index} t={t} r={r} zone={data.timeZone} heading={i === 0} />
        ))
      )}
    </View>
  );
}

function NotReachedReference(props: { t: Theme; r: ReportReference; zone: string; heading: boolean }) {
  const { t, r, zone, heading } = props;
  const box = (
    <View style={{ marginBottom: 6 }} wrap={false}>
      <Text style={t.h3}>
        {T(r.name)} ({relLabel(r.relationship)})
      </Text>
      <Text style={t.para}>Why: {T(r.failureReason ?? "The reference could not be interviewed.")}</Text>
      {r.attemptLog.map((a) => (
        <Text key={a.attemptNumber} style={t.small}>
          Attempt {a.attemptNumber}: {fmtDateTime(a.at, zone)} · {a.outcome ?? "no result"}
        </Text>
      ))}
    </View>
  );
  return heading ? (
    <Heading t={t} first={box}>
      {SECTION.notReached}
    </Heading>
  ) : (
    box
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

export function Disclaimer({ t, audience = "employer" }: { t: Theme; audience?: "employer" | "candidate" }) {
  const paragraphs = audience === "candidate" ? DISCLAIMER_FOR_CANDIDATE : DISCLAIMER;
  return (
    <View wrap={false}>
      <Heading t={t}>{SECTION.disclaimer}</Heading>
      {paragraphs.map((p, i) => (
        <Text key={i} style={[t.small, { marginBottom: 3 }]}>
          {p}
        </Text>
      ))}
    </View>
  );
}
