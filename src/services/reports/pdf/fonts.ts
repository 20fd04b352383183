import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Font } from "@react-pdf/renderer";
import { FAMILIES, familyFaces } from "./font-files";

/**
 * The report's type: Noto Sans, embedded, so names and answers in any script print as written
 * (the built-in PDF fonts cover only Latin-1). Latin, Greek and Cyrillic come from Noto Sans;
 * Hebrew, Arabic, Devanagari, Chinese and Korean (and Japanese kana) each from its own Noto face, tried in order for characters the one before lacks.
 * The faces are registered once per process; the renderer loads each file once and embeds only
 * the glyphs a report uses.
 *
 * The font packages ship every weight (164 MB); the report uses two (and Noto Sans's italics), so
 * they are devDependencies and the build copies the faces below into dist/fonts
 * (scripts/build-server.mjs, which reads the list in ./font-files.ts). The built processes (dist/<process>/,
 * dist/chunks/) read them there; from source (development, tests) they come from the packages.
 */
const require = createRequire(import.meta.url);
const BUILT_FONTS = fileURLToPath(new URL("../fonts/", import.meta.url));
const file = (pkg: string, face: string) => {
  const built = path.join(BUILT_FONTS, path.basename(face));
  return existsSync(built) ? built : require.resolve(`@expo-google-fonts/${pkg}/${face}`);
};

for (const f of FAMILIES) {
  const faces = familyFaces(f);
  const regular = file(f.pkg, faces.regular);
  const bold = file(f.pkg, faces.bold);
  Font.register({
    family: f.family,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: bold, fontWeight: 700 },
      // Scripts without an italic face print upright inside italic text rather than not at all.
      { src: faces.italic ? file(f.pkg, faces.italic) : regular, fontWeight: 400, fontStyle: "italic" },
      { src: faces.boldItalic ? file(f.pkg, faces.boldItalic) : bold, fontWeight: 700, fontStyle: "italic" },
    ],
  });
}

/** The font stack every text of the report uses: the first face that has a character draws it. */
export const REPORT_FONT: string[] = FAMILIES.map((f) => f.family);

/** Style fragments for the weights and styles the designs use. */
export const BOLD = { fontFamily: REPORT_FONT, fontWeight: 700 as const };
export const REGULAR = { fontFamily: REPORT_FONT, fontWeight: 400 as const };
export const ITALIC = { fontFamily: REPORT_FONT, fontStyle: "italic" as const };
