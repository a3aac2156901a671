/**
 * A certificate as a PDF (docs/ARCHITECTURE.md#certificate-pdfs, ADR 038): one A4 landscape page drawn with
 * pdfkit in the site's fonts (committed @fontsource files, subset on embed), its brand colours and mark, and a
 * QR code of the verification URL drawn as vector squares. Every word is real text. The same input gives the
 * same bytes: the document's dates come from the completion date, and nothing reads the clock or a random
 * source.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_PDF_TEXTS as T, formatCertificateDate, formatCertificateHours } from '@curio/shared';

export interface CertificatePdfInput {
  certificateId: string;
  learnerName: string;
  courseName: string;
  completedAt: Date;
  hours: number;
  verificationUrl: string;
  issuerName: string;
}

/** The brand palette (apps/web/src/styles/tokens.css). */
const C = {
  purple950: '#1e1245',
  purple800: '#4c1d95',
  purple700: '#5b21b6',
  purple200: '#ddd6fe',
  purple100: '#ede9fe',
  purple50: '#f5f3ff',
  yellow400: '#facc15',
  yellow100: '#fef9c3',
  ink: '#1d1a33',
  inkMuted: '#55506e',
  white: '#ffffff',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Fonts. @fontsource cuts each face into one file per script (the files the site loads by unicode-range), and
// pdfkit embeds a file as one font: a line is set in runs, each in the file whose range holds its characters.
// The ranges are @fontsource's own (its unicode.json).

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
type TFamily = readonly [FontFile, ...FontFile[]];

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
 * Inter to read. Poppins has no Greek, Cyrillic or Vietnamese, so a text that needs them is set in Inter, whole.
 */
type TFace = 'wordmark' | 'display' | 'title' | 'body' | 'strong';
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
 * A WOFF 1.0 file as the plain TrueType font it wraps: its tables inflated with node's zlib. fontkit reads WOFF
 * itself, but with a JavaScript inflate on every table read of every document, which took most of a render.
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
const loadFonts = () =>
  (fontBytes ??= new Map(
    FONT_NAMES.map((name) => [name, woffToSfnt(readFileSync(`${FONT_DIR}${name}-normal.woff`))]),
  ));

const fileFor = (fonts: TFamily, codePoint: number) =>
  fonts.find((file) => file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));

/** The face's first family that holds every character of the text, else the one that lacks the fewest. */
function familyFor(text: string, face: TFace): TFamily {
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
 * it prints as the font's missing-glyph box; drawLine gives such a run its real text (ActualText), so that it
 * can still be found and copied: nothing vanishes (ADR 038).
 */
function fontRuns(text: string, fonts: TFamily): Run[] {
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

// ---------------------------------------------------------------------------------------------------------------
// Setting text: by baseline, run by run, so that the files of a mixed line share one baseline.

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  face: TFace;
  size: number;
  color: string;
  characterSpacing?: number;
  /** Code rather than prose (an id, a URL): set without contextual alternates, which turn Inter's 4x7 to 4×7. */
  literal?: boolean;
}

/** fontkit turns a feature off when given an object; pdfkit passes it through, though its types list arrays. */
const NO_CONTEXTUAL_ALTERNATES = { calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

type TAlign = 'left' | 'center' | 'right';

/** One page's typesetting: widths are measured once per string at 1 pt and scaled (they are linear in size). */
class Typesetter {
  private readonly unitWidths = new Map<string, number>();

  constructor(private readonly doc: Doc) {}

  private options(style: TextStyle) {
    return {
      lineBreak: false,
      baseline: 'alphabetic' as const,
      characterSpacing: style.characterSpacing ?? 0,
      ...(style.literal ? { features: NO_CONTEXTUAL_ALTERNATES } : {}),
    };
  }

  /** The width of one line of text in the style (the family chosen for the whole text it belongs to). */
  width(text: string, style: TextStyle, fonts = familyFor(text, style.face)): number {
    const key = `${fonts[0].name}|${style.literal ? 'literal' : ''}|${text}`;
    let unit = this.unitWidths.get(key);
    if (unit === undefined) {
      const options = { ...this.options(style), characterSpacing: 0 };
      unit = fontRuns(text, fonts).reduce(
        (sum, run) => sum + this.doc.font(run.font).fontSize(1).widthOfString(run.text, options),
        0,
      );
      this.unitWidths.set(key, unit);
    }
    return unit * style.size + (style.characterSpacing ?? 0) * Math.max(0, [...text].length - 1);
  }

  /** Draws one line aligned on x (its left end, centre or right end) with its baseline at y; its width. */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    align: TAlign = 'left',
    fonts = familyFor(text, style.face),
  ) {
    const width = this.width(text, style, fonts);
    let cursor = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    const options = this.options(style);
    this.doc.fillColor(style.color);
    for (const run of fontRuns(text, fonts)) {
      if (!run.covered) this.doc.markContent('Span', { actual: run.text });
      this.doc.font(run.font).fontSize(style.size).text(run.text, cursor, y, options);
      if (!run.covered) this.doc.endMarkedContent();
      cursor += this.width(run.text, style, fonts) + options.characterSpacing;
    }
    return width;
  }

  /** Greedy word wrap to maxWidth; a word longer than a line is cut between characters. */
  wrap(text: string, style: TextStyle, maxWidth: number, fonts: TFamily): string[] {
    const fits = (candidate: string) => this.width(candidate, style, fonts) <= maxWidth;
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/u).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = [...word];
      while (rest.length > 1 && !fits(rest.join(''))) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut).join(''))) cut -= 1;
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      line = rest.join('');
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * The text at the largest size from style.size down to minSize (in quarter points) at which it fits in
   * maxLines lines of maxWidth; at minSize it takes the lines it needs. Nothing is cut off.
   */
  fit(text: string, style: TextStyle, box: { maxWidth: number; maxLines: number; minSize: number }): Block {
    const fonts = familyFor(text, style.face);
    let sized = style;
    for (let size = style.size; size >= box.minSize; size -= 0.25) {
      sized = { ...style, size };
      const lines = this.wrap(text, sized, box.maxWidth, fonts);
      if (lines.length <= box.maxLines) return { lines, style: sized, fonts };
    }
    return { lines: this.wrap(text, sized, box.maxWidth, fonts), style: sized, fonts };
  }

  /** The text on one line at style.size, or smaller down to minSize (in quarter points) to fit in maxWidth. */
  shrink(text: string, style: TextStyle, maxWidth: number, minSize: number): Block {
    const fonts = familyFor(text, style.face);
    const spacing = this.width(text, { ...style, size: 0 }, fonts);
    const perPoint = this.width(text, { ...style, size: 1 }, fonts) - spacing;
    const fitting = Math.floor(((maxWidth - spacing) / perPoint) * 4) / 4;
    const size = Math.max(minSize, Math.min(style.size, fitting));
    return { lines: [text], style: { ...style, size }, fonts };
  }
}

interface Block {
  lines: string[];
  style: TextStyle;
  fonts: TFamily;
}

// ---------------------------------------------------------------------------------------------------------------
// The mark and the QR code, as vector paths.

/** The Curio mark (apps/web/src/components/layout/logo.tsx), size points square at (x, y). */
function drawMark(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 16).fill(C.purple700);
  doc.path('M43 22.5a14 14 0 1 0 0 19').lineWidth(7).lineCap('round').stroke(C.yellow400);
  doc.circle(44, 32, 4).fill(C.white);
  doc.restore();
}

/** The QR code of text, size points square with its quiet zone, at (x, y): dark squares on white. */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill(C.white);
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      if (col > start)
        doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
      else col += 1;
    }
  }
  doc.fill(C.purple950);
}

// ---------------------------------------------------------------------------------------------------------------
// The page.

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28 } as const;
/** The widest line of the centred text: inside the frame with room to spare. */
const TEXT_WIDTH = 660;

/**
 * The page's structure for assistive technology (a tagged PDF, read aloud in this order): each element holds
 * what its draw functions put on the page; frame, mark and seal are marked as decoration (artifacts).
 */
class Structure {
  private readonly root: PDFKit.PDFStructureElement;

  constructor(private readonly doc: Doc) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  add(type: string, draws: (() => void)[], options: PDFKit.Mixins.StructureElementOptions = {}) {
    this.root.add(this.doc.struct(type, options, draws));
  }

  /** A link: its content, then a link annotation over (x, y, w, h) that belongs to it. */
  link(
    url: string,
    content: PDFKit.PDFStructureElementChild,
    area: readonly [number, number, number, number],
  ) {
    const element = this.doc.struct('Link');
    this.root.add(element);
    element.add(content);
    // pdfkit ties the annotation to its element; its types do not list the option.
    const options: PDFKit.Mixins.AnnotationOption & { structParent: PDFKit.PDFStructureElement } = {
      structParent: element,
    };
    this.doc.link(...area, url, options);
    element.end();
  }

  artifact(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  end() {
    this.root.end();
  }
}

/**
 * Renders the certificate. Pure: the same input gives the same bytes (test/certificate-pdf.test.ts), so a PDF
 * can be regenerated when asked for rather than stored.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const clean = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const learnerName = clean(input.learnerName);
  const courseName = clean(input.courseName);
  const issuerName = clean(input.issuerName);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    pdfVersion: '1.7',
    lang: 'en-GB',
    tagged: true,
    displayTitle: true,
    // pdfkit derives the file's /ID from this dictionary, so fixed dates make the whole file reproducible.
    info: {
      Title: T.documentTitle(courseName, learnerName),
      Author: issuerName,
      Subject: T.documentSubject,
      Keywords: input.certificateId,
      Creator: issuerName,
      Producer: 'PDFKit',
      CreationDate: input.completedAt,
      ModDate: input.completedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, bytes] of loadFonts()) doc.registerFont(name, bytes);

  const page = { ...input, learnerName, courseName, issuerName };
  const type = new Typesetter(doc);
  const structure = new Structure(doc);
  structure.artifact(() => drawFrame(doc));
  drawMiddle(doc, type, structure, page);
  drawFooter(doc, type, structure, page);
  structure.end();
  doc.end();
  return done;
}

function drawFrame(doc: Doc) {
  const { width, height } = PAGE;
  doc.rect(0, 0, width, height).fill(C.white);
  doc
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(7)
    .stroke(C.purple700);
  doc
    .rect(31, 31, width - 62, height - 62)
    .lineWidth(0.75)
    .stroke(C.yellow400);
  // A yellow square on each inner corner, as a printed certificate's corner ornament.
  for (const [x, y] of [
    [31, 31],
    [width - 31, 31],
    [31, height - 31],
    [width - 31, height - 31],
  ] as const) {
    doc.rect(x - 4, y - 4, 8, 8).fill(C.yellow400);
  }
}

/** The header, the learner, the course and the facts, centred between the heading and the footer. */
function drawMiddle(doc: Doc, type: Typesetter, structure: Structure, input: CertificatePdfInput) {
  const centre = PAGE.width / 2;

  const wordmark: TextStyle = { face: 'wordmark', size: 22, color: C.purple950, characterSpacing: -0.66 };
  const issuer = type.shrink(input.issuerName, wordmark, 300, 12);
  const markSize = 30;
  const issuerWidth = type.width(input.issuerName, issuer.style, issuer.fonts);
  const brandLeft = centre - (markSize + 10 + issuerWidth) / 2;
  structure.artifact(() => drawMark(doc, brandLeft, 58, markSize));
  structure.add('P', [
    () => type.line(input.issuerName, brandLeft + markSize + 10, 81, issuer.style, 'left', issuer.fonts),
  ]);

  const heading: TextStyle = { face: 'title', size: 14, color: C.purple700, characterSpacing: 2.2 };
  structure.add('H1', [() => type.line(T.heading.toUpperCase(), centre, 126, heading, 'center')]);

  // The learner's name on one line if it fits at 22 pt, else on two; the course on up to two lines, else three.
  const name =
    fitOnce(type, input.learnerName, { face: 'display', size: 40, color: C.ink }, 1, 22) ??
    type.fit(input.learnerName, { face: 'display', size: 30, color: C.ink }, box(2, 14));
  const course =
    fitOnce(type, input.courseName, { face: 'title', size: 26, color: C.purple800 }, 2, 15) ??
    type.fit(input.courseName, { face: 'title', size: 17, color: C.purple800 }, box(3, 9));
  const body: TextStyle = { face: 'body', size: 12.5, color: C.inkMuted };
  const facts = `${T.completedOn} ${formatCertificateDate(input.completedAt)}   ·   ${T.hoursOfContent(formatCertificateHours(input.hours))}`;

  // Each row: the distance from the baseline above to its own, and what it draws there.
  const nameLead = name.style.size * 1.18;
  const courseLead = course.style.size * 1.28;
  const rows = [
    { height: 0, draw: (y: number) => type.line(T.presentedTo, centre, y, body, 'center') },
    ...name.lines.map((line, index) => ({
      height: index === 0 ? 10 + name.style.size : nameLead,
      draw: (y: number) => type.line(line, centre, y, name.style, 'center', name.fonts),
    })),
    // The yellow bar under the name: decoration, so not part of the paragraph.
    {
      height: 16,
      decoration: true,
      draw: (y: number) => doc.rect(centre - 56, y - 2, 112, 3).fill(C.yellow400),
    },
    { height: 28, draw: (y: number) => type.line(T.completed, centre, y, body, 'center') },
    ...course.lines.map((line, index) => ({
      height: index === 0 ? 8 + course.style.size : courseLead,
      draw: (y: number) => type.line(line, centre, y, course.style, 'center', course.fonts),
    })),
    {
      height: 36,
      draw: (y: number) => type.line(facts, centre, y, { face: 'strong', size: 12, color: C.ink }, 'center'),
    },
  ];
  const total = rows.reduce((sum, row) => sum + row.height, 0);
  // Between the heading (baseline 126) and the footer (its top near 430): centred, never above 170.
  let y = Math.max(170, 126 + (430 - 126 - total) / 2);
  const placed = rows.map((row) => {
    y += row.height;
    const at = y;
    return { decoration: 'decoration' in row, draw: () => row.draw(at) };
  });
  const text = placed.filter((row) => !row.decoration).map((row) => row.draw);
  // One paragraph from 'This certifies that' to the course's last line, the facts another.
  structure.add('P', text.slice(0, -1));
  structure.add('P', text.slice(-1));
  for (const row of placed.filter((candidate) => candidate.decoration)) structure.artifact(row.draw);
}

const box = (maxLines: number, minSize: number) => ({ maxWidth: TEXT_WIDTH, maxLines, minSize });

/** The text fitted in maxLines lines at no less than minSize, or undefined when it would need more lines. */
function fitOnce(type: Typesetter, text: string, style: TextStyle, maxLines: number, minSize: number) {
  const block = type.fit(text, style, box(maxLines, minSize));
  return block.lines.length <= maxLines ? block : undefined;
}

/** The issuer's signature line, the seal, and the verification block with its QR code and URL. */
function drawFooter(doc: Doc, type: Typesetter, structure: Structure, input: CertificatePdfInput) {
  const { width, height } = PAGE;
  const baseline = height - 84;
  const small: TextStyle = { face: 'body', size: 9, color: C.inkMuted };
  const label: TextStyle = { face: 'strong', size: 8, color: C.inkMuted, characterSpacing: 1 };

  // The signature line, left: the issuer's name above it, its role below.
  const left = 84;
  const lineWidth = 210;
  const signature = type.shrink(
    input.issuerName,
    { face: 'display', size: 20, color: C.purple950 },
    lineWidth,
    9,
  );
  structure.add('P', [
    () => type.line(input.issuerName, left, baseline - 30, signature.style, 'left', signature.fonts),
    () => type.line(T.issuedBy.toUpperCase(), left, baseline - 6, label),
  ]);
  structure.artifact(() =>
    doc
      .moveTo(left, baseline - 20)
      .lineTo(left + lineWidth, baseline - 20)
      .lineWidth(0.75)
      .stroke(C.ink),
  );

  // The seal, centre: a yellow disc, a purple ring, the mark and a word; decoration, as the facts are text.
  const sealX = width / 2;
  const sealY = baseline - 28;
  structure.artifact(() => {
    doc.circle(sealX, sealY, 42).fill(C.yellow400);
    doc.circle(sealX, sealY, 36).lineWidth(1.25).stroke(C.purple700);
    doc.circle(sealX, sealY, 33).lineWidth(0.5).stroke(C.purple700);
    drawMark(doc, sealX - 13, sealY - 22, 26);
    const word: TextStyle = { ...label, color: C.purple950, characterSpacing: 1.4 };
    type.line(T.seal.toUpperCase(), sealX, sealY + 19, word, 'center');
  });

  // Verification, right: the QR code, and left of it what it is and the certificate's id.
  const qrSize = 92;
  const qrX = width - 80 - qrSize;
  const qrY = baseline + 10 - qrSize;
  const right = qrX - 4;
  const id = type.shrink(input.certificateId, { ...small, color: C.ink, literal: true }, 180, 6);
  structure.add('P', [
    () => type.line(T.verifyHeading, right, qrY + 24, { face: 'strong', size: 10, color: C.ink }, 'right'),
    () => type.line(T.verifyHint, right, qrY + 38, small, 'right'),
  ]);
  structure.add('P', [
    () => type.line(T.certificateId.toUpperCase(), right, qrY + 62, label, 'right'),
    () => type.line(input.certificateId, right, qrY + 75, id.style, 'right', id.fonts),
  ]);
  const qrCode = doc.struct('Figure', { alt: T.qrCodeAlt(input.verificationUrl) }, [
    () => drawQrCode(doc, input.verificationUrl, qrX, qrY, qrSize),
  ]);
  structure.link(input.verificationUrl, qrCode, [qrX, qrY, qrSize, qrSize]);

  // The verification URL written out, on one line across the foot of the page.
  const url = type.shrink(
    input.verificationUrl,
    { face: 'strong', size: 9.5, color: C.purple700, literal: true },
    TEXT_WIDTH,
    6,
  );
  const urlWidth = type.width(input.verificationUrl, url.style, url.fonts);
  const urlY = height - 46;
  structure.link(
    input.verificationUrl,
    () => type.line(input.verificationUrl, width / 2, urlY, url.style, 'center', url.fonts),
    [width / 2 - urlWidth / 2, urlY - url.style.size, urlWidth, url.style.size * 1.3],
  );
}
