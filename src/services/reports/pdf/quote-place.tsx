import { Link, Text, View } from "@react-pdf/renderer";
import type { ReportReference } from "../data";
import { describePlace, placeOf, type TranscriptPlace } from "../transcript-places";
import { pdfText } from "./format";
import type { Theme } from "./theme";

const LANGUAGE_NAMES: Record<string, string> = { fr: "French", es: "Spanish", en: "English" };

/** "Machine translation from Spanish" (the label every translated quote carries). */
export function machineTranslationLabel(lang: string | undefined): string {
  const name = lang ? LANGUAGE_NAMES[lang] : undefined;
  return name ? `Machine translation from ${name}` : "Machine translation";
}

/** Where a quote was said in its reference's transcript (null when not found there verbatim). */
export function quotePlace(
  r: ReportReference | undefined,
  quote: string,
  questionType?: string,
): TranscriptPlace | null {
  if (!r) return null;
  return placeOf(
    quote,
    r.transcript,
    { index: r.index, callStart: r.callDate, recordingStart: r.recordingStart ?? null },
    questionType,
  );
}

/**
 * Said under a quote that is a machine translation: the label and the reference's own words, so a
 * reader tells at a glance which words are the reference's and which are a translation.
 */
export function TranslationNote({ t, place }: { t: Theme; place: TranscriptPlace | null }) {
  if (!place?.original) return null;
  return (
    <Text style={[t.small, { color: "#92400e" }]}>
      {machineTranslationLabel(place.original.lang)}. The reference said: “{pdfText(place.original.text)}”
    </Text>
  );
}

/**
 * Where a quote was said, as a link to that place in the full transcript, and, when the quote is a
 * machine translation, that label with the original words (nothing when the quote is not found).
 */
export function QuotePlace({
  t,
  r,
  quote,
  questionType,
}: {
  t: Theme;
  r: ReportReference | undefined;
  quote: string;
  questionType?: string;
}) {
  const place = quotePlace(r, quote, questionType);
  if (!place) return null;
  return (
    <View>
      <TranslationNote t={t} place={place} />
      <Link src={`#${place.anchor}`} style={[t.small, { color: t.accent, textDecoration: "none" }]}>
        See {describePlace(place)}
      </Link>
    </View>
  );
}
