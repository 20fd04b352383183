import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import type { ReactNode } from "react";
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

/** Room (pt) a subheading needs below it on its page, or it moves to the next with its text. */
export const KEEP_WITH_NEXT = 40;

/**
 * A section heading. `first` is what follows it (its first paragraph): the two are never split
 * by a page break, so a heading never ends a page.
 */
export function Heading(props: { t: Theme; children: string; breakBefore?: boolean; first?: ReactNode }) {
  const { t, children, breakBefore, first } = props;
  const heading = (
    <Text style={t.h2} break={breakBefore && !first} minPresenceAhead={60}>
      {children}
    </Text>
  );
  if (!first) return heading;
  return (
    <View wrap={false} break={breakBefore}>
      {heading}
      {first}
    </View>
  );
}

/** Width of the bullet column, and the advance of "•" in Noto Sans (per em; a test checks it). */
const BULLET_INDENT = 12;
export const BULLET_ADVANCE_EM = 0.376;

/**
 * A bulleted list. The bullet is the first letter of its item's text, hanging in the margin, so
 * that it sits on the item's first baseline whatever script that line holds (a line with Arabic
 * or Chinese is taller and its baseline lower than a Latin bullet's would be).
 */
export function Bullets({ t, items }: { t: Theme; items: string[] }) {
  const size = typeof t.para.fontSize === "number" ? t.para.fontSize : 10;
  return (
    <View>
      {items.map((item, i) => (
        <Text
          key={i}
          style={[t.para, { marginBottom: 3, paddingLeft: BULLET_INDENT, textIndent: -BULLET_INDENT }]}
          wrap={false}
        >
          <Text
            style={{ textIndent: -BULLET_INDENT, letterSpacing: BULLET_INDENT - BULLET_ADVANCE_EM * size }}
          >
            •
          </Text>
          {T(item)}
        </Text>
      ))}
    </View>
  );
}
