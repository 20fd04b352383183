/**
 * The report's font families and the files of each it reads (`@expo-google-fonts/<pkg>/<face>`):
 * data only, no import, so the build (scripts/build-server.mjs) reads the same list to copy these
 * files, and only these, into dist/fonts.
 */
export interface Family {
  family: string;
  pkg: string;
  prefix: string;
  italic: boolean;
}

export const FAMILIES: Family[] = [
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

/** The faces of a family the report uses, as paths inside its package. */
export function familyFaces(f: Family): {
  regular: string;
  bold: string;
  italic?: string;
  boldItalic?: string;
} {
  return {
    regular: `400Regular/${f.prefix}_400Regular.ttf`,
    bold: `700Bold/${f.prefix}_700Bold.ttf`,
    ...(f.italic && {
      italic: `400Regular_Italic/${f.prefix}_400Regular_Italic.ttf`,
      boldItalic: `700Bold_Italic/${f.prefix}_700Bold_Italic.ttf`,
    }),
  };
}

/** Every font file the report reads: `@expo-google-fonts/<pkg>/<face>`. */
export const FONT_FILES: { pkg: string; face: string }[] = FAMILIES.flatMap((f) =>
  Object.values(familyFaces(f)).map((face) => ({ pkg: f.pkg, face })),
);
