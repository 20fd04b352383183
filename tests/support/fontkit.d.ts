/** The few parts of fontkit (the PDF renderer's font engine) the report tests read fonts with. */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    name: string;
    codePoints: number[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { glyphs: Glyph[] };
  }
  export function openSync(path: string): Font;
}
