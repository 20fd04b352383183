import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { RELATIONSHIP_LABEL } from "../summary";
import { pdfText } from "./format";

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
