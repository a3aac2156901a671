/**
 * The certificate's fonts (ADR 038): the site's Inter and Poppins, committed as @fontsource WOFF files. These
 * cut each face into one file per script (the files the site loads by unicode-range), and pdfkit embeds a
 * file as one font: a line is set in runs, each in the file whose range holds its characters. The ranges are
 * @fontsource's own (its unicode.json).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

type TRange = readonly [number, number];
const ranges = (spec: string): TRange[] =>
  spec.split(',').map((part) => {
    const [from = '', to] = part.replace('U+', '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });

const SUBSETS = {
  latin: ranges(
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
      'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  'latin-ext': ranges(
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,' +
      'U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ),
  vietnamese: ranges(
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,' +
      'U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  ),
  greek: ranges('U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF'),
  'greek-ext': ranges('U+1F00-1FFF'),
  cyrillic: ranges('U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
  'cyrillic-ext': ranges('U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F'),
} as const;
type TSubset = keyof typeof SUBSETS;

interface FontFile {
  /** The file's name without '-normal.woff', and the name it is registered under: 'inter-latin-ext-600'. */
  name: string;
  ranges: readonly TRange[];
}
/** One weight of a family: its files, the first holding Basic Latin (where a missing character is boxed). */
export type TFamily = readonly [FontFile, ...FontFile[]];

function family(
  name: 'inter' | 'poppins',
  weight: number,
  subsets: readonly [TSubset, ...TSubset[]],
): TFamily {
  const file = (subset: TSubset) => ({ name: `${name}-${subset}-${weight}`, ranges: SUBSETS[subset] });
  const [first, ...rest] = subsets;
  return [file(first), ...rest.map(file)];
}
const inter = (weight: number) =>
  family('inter', weight, [
    'latin',
    'latin-ext',
    'vietnamese',
    'greek',
    'greek-ext',
    'cyrillic',
    'cyrillic-ext',
  ]);
const poppins = (weight: number) => family('poppins', weight, ['latin', 'latin-ext']);

/**
 * The faces of the certificate as the site uses them (apps/web/src/styles/tokens.css): Poppins to display,
 * Inter to read. Poppins has no Greek, Cyrillic or Vietnamese, so a text that needs them is set in Inter,
 * whole.
 */
export type TFace = 'wordmark' | 'display' | 'title' | 'body' | 'strong';
const FACES: Record<TFace, readonly [TFamily, ...TFamily[]]> = {
  wordmark: [poppins(800), inter(700)],
  display: [poppins(700), inter(700)],
  title: [poppins(600), inter(600)],
  body: [inter(400)],
  strong: [inter(600)],
};

const FONT_NAMES = [
  ...new Set(Object.values(FACES).flatMap((families) => families.flat().map((f) => f.name))),
];
/**
 * A WOFF 1.0 file as the plain TrueType font it wraps: its tables inflated with node's zlib. fontkit reads
 * WOFF itself, but with a JavaScript inflate on every table read of every document, which took most of a
 * render.
 */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + 16 * numTables);
  // The offset table: the font's flavor, the table count and the binary search fields derived from it.
  const searchPower = 2 ** Math.floor(Math.log2(numTables));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchPower * 16, 6);
  header.writeUInt16BE(Math.log2(searchPower), 8);
  header.writeUInt16BE(numTables * 16 - searchPower * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

let fontBytes: ReadonlyMap<string, Buffer> | undefined;
/** The font files, read once per process; a document embeds only the glyphs it uses of the files it uses. */
export const loadFonts = () =>
  (fontBytes ??= new Map(
    FONT_NAMES.map((name) => [name, woffToSfnt(readFileSync(`${FONT_DIR}${name}-normal.woff`))]),
  ));

const fileFor = (fonts: TFamily, codePoint: number) =>
  fonts.find((file) => file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));

/** The face's first family that holds every character of the text, else the one that lacks the fewest. */
export function familyFor(text: string, face: TFace): TFamily {
  const chars = [...text].map((char) => char.codePointAt(0) ?? 0);
  const missing = (fonts: TFamily) => chars.filter((codePoint) => !fileFor(fonts, codePoint)).length;
  const [first, ...others] = FACES[face];
  return others.reduce((best, fonts) => (missing(fonts) < missing(best) ? fonts : best), first);
}

/** A combining mark stays in its base character's run, so the two are shaped together. */
const COMBINING_MARK = /^\p{M}$/u;

interface Run {
  font: string;
  text: string;
  /** False for characters no file of the family holds (a script the site's fonts lack, such as Chinese). */
  covered: boolean;
}
/**
 * The text in runs of one font file each. A character no file holds stays in the family's first file, where
 * it prints as the font's missing-glyph box; Typesetter.line gives such a run its real text (ActualText), so
 * that it can still be found and copied: nothing vanishes (ADR 038).
 */
export function fontRuns(text: string, fonts: TFamily): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    if (last && COMBINING_MARK.test(char)) {
      last.text += char;
      continue;
    }
    const file = fileFor(fonts, char.codePointAt(0) ?? 0);
    const font = (file ?? fonts[0]).name;
    if (last && last.font === font && last.covered === (file !== undefined)) last.text += char;
    else runs.push({ font, text: char, covered: file !== undefined });
  }
  return runs;
}
