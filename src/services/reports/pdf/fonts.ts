import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/**
 * The report's type: Noto Sans, embedded, so names and answers in any script print as written
 * (the built-in PDF fonts cover only Latin-1). Latin, Greek and Cyrillic come from Noto Sans;
 * Hebrew, Arabic, Devanagari, Chinese and Korean (and Japanese kana) each from its own Noto face, tried in order for characters the one before lacks.
 * The faces are registered once per process; the renderer loads each file once and embeds only
 * the glyphs a report uses.
 */
const require = createRequire(import.meta.url);
const file = (pkg: string, face: string) => require.resolve(`@expo-google-fonts/${pkg}/${face}`);

interface Family {
  family: string;
  pkg: string;
  prefix: string;
  italic: boolean;
}

const FAMILIES: Family[] = [
  { family: "NotoSans", pkg: "noto-sans", prefix: "NotoSans", italic: true },
  { family: "NotoSansHebrew", pkg: "noto-sans-hebrew", prefix: "NotoSansHebrew", italic: false },
  { family: "NotoSansArabic", pkg: "noto-sans-arabic", prefix: "NotoSansArabic", italic: false },
  {
    family: "NotoSansDevanagari",
    pkg: "noto-sans-devanagari",
    prefix: "NotoSansDevanagari",
    italic: false,
  },
  { family: "NotoSansSC", pkg: "noto-sans-sc", prefix: "NotoSansSC", italic: false },
  { family: "NotoSansKR", pkg: "noto-sans-kr", prefix: "NotoSansKR", italic: false },
];

for (const f of FAMILIES) {
  const regular = file(f.pkg, `400Regular/${f.prefix}_400Regular.ttf`);
  const bold = file(f.pkg, `700Bold/${f.prefix}_700Bold.ttf`);
  Font.register({
    family: f.family,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: bold, fontWeight: 700 },
      // Scripts without an italic face print upright inside italic text rather than not at all.
      {
        src: f.italic ? file(f.pkg, `400Regular_Italic/${f.prefix}_400Regular_Italic.ttf`) : regular,
        fontWeight: 400,
        fontStyle: "italic",
      },
      {
        src: f.italic ? file(f.pkg, `700Bold_Italic/${f.prefix}_700Bold_Italic.ttf`) : bold,
        fontWeight: 700,
        fontStyle: "italic",
      },
    ],
  });
}

/** The font stack every text of the report uses: the first face that has a character draws it. */
export const REPORT_FONT: string[] = FAMILIES.map((f) => f.family);

/** Style fragments for the weights and styles the designs use. */
export const BOLD = { fontFamily: REPORT_FONT, fontWeight: 700 as const };
export const REGULAR = { fontFamily: REPORT_FONT, fontWeight: 400 as const };
export const ITALIC = { fontFamily: REPORT_FONT, fontStyle: "italic" as const };
