import { Link } from "@react-pdf/renderer";
import type { ReportReference } from "../data";
import { describePlace, placeOf } from "../transcript-places";
import type { Theme } from "./theme";

/** Where a quote was said, as a link to that place in the full transcript (nothing when not found). */
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
  if (!r) return null;
  const place = placeOf(
    quote,
    r.transcript,
    { index: r.index, callStart: r.callDate, recordingStart: r.recordingStart ?? null },
    questionType,
  );
  if (!place) return null;
  return (
    <Link src={`#${place.anchor}`} style={[t.small, { color: t.accent, textDecoration: "none" }]}>
      See {describePlace(place)}
    </Link>
  );
}
