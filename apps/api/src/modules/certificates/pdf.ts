/**
 * A certificate as a PDF (docs/ARCHITECTURE.md#certificate-pdfs, ADR 038): one A4 landscape page drawn with
 * pdfkit in the site's fonts (committed @fontsource files, subset on embed), brand colours and mark, with a QR
 * code of the verification URL drawn as vector squares. Every string is real text. The same input gives the
 * same bytes: the document's dates come from the completion date, and nothing reads the clock or a random
 * source.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** apps/web/src/styles/tokens.css: the brand palette. */
const C = {
  purple950: '#1e1245',
  purple800: '#4c1d95',
  purple700: '#5b21b6',
  purple200: '#ddd6fe',
  purple50: '#f5f3ff',
  yellow400: '#facc15',
  yellow100: '#fef9c3',
  ink: '#1d1a33',
  inkMuted: '#55506e',
  line: '#dcd8ea',
  white: '#ffffff',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Fonts. @fontsource cuts each face into files by script (the same files the site loads, by unicode-range);
// pdfkit embeds one file per font, so a line is split into runs, each set in the first file of its face's
// stack whose range holds the character. The ranges are @fontsource's own (its unicode.json).

const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

type TRange = readonly [number, number];
const range = (spec: string): TRange[] =>
  spec.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });

const SUBSETS = {
  latin: range(
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
      'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  'latin-ext': range(
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,' +
      'U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ),
  vietnamese: range(
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,' +
      'U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  ),
  greek: range('U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF'),
  'greek-ext': range('U+1F00-1FFF'),
  cyrillic: range('U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'),
  'cyrillic-ext': range('U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F'),
} as const;
type TSubset = keyof typeof SUBSETS;

const INTER_SUBSETS: readonly TSubset[] = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
];
const POPPINS_SUBSETS: readonly TSubset[] = ['latin', 'latin-ext'];

interface FontFile {
  /** The name the file is registered under in a document, e.g. 'inter-latin-ext-600'. */
  name: string;
  ranges: readonly TRange[];
}
const fontFiles = (family: 'inter' | 'poppins', weight: number, subsets: readonly TSubset[]): FontFile[] =>
  subsets.map((subset) => ({ name: `${family}-${subset}-${weight}`, ranges: SUBSETS[subset] }));

/**
 * The faces of the certificate, as the site uses them (apps/web/src/styles/tokens.css): Poppins for display,
 * Inter for text. Poppins has no Greek, Cyrillic or Vietnamese files, so Inter's carry those characters.
 */
const FACES = {
  wordmark: [...fontFiles('poppins', 800, POPPINS_SUBSETS), ...fontFiles('inter', 600, INTER_SUBSETS)],
  display: [...fontFiles('poppins', 700, POPPINS_SUBSETS), ...fontFiles('inter', 600, INTER_SUBSETS)],
  title: [...fontFiles('poppins', 600, POPPINS_SUBSETS), ...fontFiles('inter', 600, INTER_SUBSETS)],
  body: fontFiles('inter', 400, INTER_SUBSETS),
  strong: fontFiles('inter', 600, INTER_SUBSETS),
} as const;
type TFace = keyof typeof FACES;

const ALL_FONT_FILES = [...new Set(Object.values(FACES).flatMap((stack) => stack.map((file) => file.name)))];
let fontBytes: Map<string, Buffer> | undefined;
/** The font files, read once per process (about 350 KB). */
const loadFonts = () =>
  (fontBytes ??= new Map(
    ALL_FONT_FILES.map((name) => [name, readFileSync(`${FONT_DIR}${name}-normal.woff`)] as const),
  ));

const covers = (file: FontFile, codePoint: number) =>
  file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** A combining mark stays in its base character's font, so the two are shaped together. */
const COMBINING_MARK = /^\p{M}$/u;

interface Run {
  font: string;
  text: string;
}
/**
 * The text in runs of one font each. A character no file covers (a script the site's fonts lack) stays in the
 * face's first file, where it prints as the font's visible missing-glyph box rather than vanishing (ADR 038).
 */
function fontRuns(text: string, face: TFace): Run[] {
  const stack = FACES[face];
  const first = stack[0]?.name ?? 'inter-latin-400';
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0) ?? 0;
    const font =
      last && COMBINING_MARK.test(char)
        ? last.font
        : (stack.find((file) => covers(file, codePoint))?.name ?? first);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------------
// Text set by baseline, in runs, so that the faces of a mixed line share one baseline.

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  face: TFace;
  size: number;
  color: string;
  characterSpacing?: number;
  /** Code, not prose (an id, a URL): set without contextual alternates, which turn Inter's 4x7 into 4×7. */
  literal?: boolean;
}

/** fontkit turns a feature off when given an object; pdfkit passes it through, though its types list arrays. */
const NO_CONTEXTUAL_ALTERNATES = { calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];
const textOptions = (style: TextStyle) => ({
  lineBreak: false,
  baseline: 'alphabetic' as const,
  characterSpacing: style.characterSpacing ?? 0,
  ...(style.literal ? { features: NO_CONTEXTUAL_ALTERNATES } : {}),
});

const widthOf = (doc: Doc, text: string, style: TextStyle) =>
  fontRuns(text, style.face).reduce(
    (sum, run) =>
      sum +
      doc.font(run.font).fontSize(style.size).widthOfString(run.text, textOptions(style)) +
      (style.characterSpacing ?? 0),
    0,
  ) - (style.characterSpacing ?? 0);

/** Draws one line with its left end at x and its baseline at y; returns its width. */
function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  let cursor = x;
  doc.fillColor(style.color);
  const options = textOptions(style);
  for (const run of fontRuns(text, style.face)) {
    doc.font(run.font).fontSize(style.size).text(run.text, cursor, y, options);
    cursor += doc.widthOfString(run.text, options) + options.characterSpacing;
  }
  return cursor - options.characterSpacing - x;
}

type TAlign = 'left' | 'center' | 'right';
/** Draws one line aligned to x (its left end, centre or right end); returns its width. */
function drawAligned(doc: Doc, text: string, x: number, y: number, style: TextStyle, align: TAlign) {
  const width = widthOf(doc, text, style);
  const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  drawLine(doc, text, left, y, style);
  return width;
}

/** Greedy word wrap to maxWidth; a word longer than a line is cut between characters. */
function wrap(doc: Doc, text: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(doc, candidate, style) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (widthOf(doc, rest, style) > maxWidth) {
      const chars = [...rest];
      let cut = chars.length - 1;
      while (cut > 1 && widthOf(doc, chars.slice(0, cut).join(''), style) > maxWidth) cut -= 1;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

interface Fitted {
  lines: string[];
  style: TextStyle;
}
/**
 * The largest size from style.size down to minSize (in half points) at which the text fits in maxLines lines
 * of maxWidth; below that, the text keeps minSize and takes the lines it needs. Nothing is ever cut off.
 */
function fit(doc: Doc, text: string, style: TextStyle, maxWidth: number, maxLines: number, minSize: number) {
  for (let size = style.size; size >= minSize; size -= 0.5) {
    const sized = { ...style, size };
    const lines = wrap(doc, text, sized, maxWidth);
    if (lines.length <= maxLines) return { lines, style: sized };
  }
  const smallest = { ...style, size: minSize };
  return { lines: wrap(doc, text, smallest, maxWidth), style: smallest } satisfies Fitted;
}

// ---------------------------------------------------------------------------------------------------------------
// The mark and the QR code, as vector paths.

/** The Curio mark (apps/web/src/components/layout/logo.tsx), drawn size points square at (x, y). */
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

/** The QR code of text, size points square (quiet zone included) at (x, y), dark squares on white. */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill(C.white);
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill(C.purple950);
}

// ---------------------------------------------------------------------------------------------------------------
// The page.

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 } as const;

/**
 * Renders the certificate. Pure: the same input gives the same bytes (test/certificate-pdf.test.ts), so a PDF
 * can be regenerated at any time instead of stored.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const learnerName = input.learnerName.normalize('NFC').trim();
  const courseName = input.courseName.normalize('NFC').trim();
  const issuerName = input.issuerName.normalize('NFC').trim();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: T.documentTitle(courseName, learnerName),
      Author: issuerName,
      Subject: T.documentSubject,
      Keywords: input.certificateId,
      Creator: issuerName,
      Producer: issuerName,
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

  drawPage(doc, { ...input, learnerName, courseName, issuerName });
  doc.end();
  return done;
}

function drawPage(doc: Doc, input: CertificatePdfInput) {
  const { width, height } = PAGE;
  const centre = width / 2;

  // Frame: a purple border, a yellow hairline inside it, a pale band at the top.
  doc.rect(0, 0, width, height).fill(C.white);
  doc
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(6)
    .stroke(C.purple700);
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(1)
    .stroke(C.yellow400);

  // Mark and issuer, centred together.
  const wordmark: TextStyle = { face: 'wordmark', size: 22, color: C.purple950, characterSpacing: -0.6 };
  const markSize = 30;
  const issuerWidth = widthOf(doc, input.issuerName, wordmark);
  const brandLeft = centre - (markSize + 10 + issuerWidth) / 2;
  drawMark(doc, brandLeft, 56, markSize);
  drawLine(doc, input.issuerName, brandLeft + markSize + 10, 79, wordmark);

  const heading: TextStyle = { face: 'title', size: 15, color: C.purple700, characterSpacing: 4 };
  drawAligned(doc, T.heading.toUpperCase(), centre, 128, heading, 'center');

  const body: TextStyle = { face: 'body', size: 13, color: C.inkMuted };
  drawAligned(doc, T.presentedTo, centre, 166, body, 'center');

  // The learner's name: one line if it fits at 20 pt or more, else two.
  const name = fit(doc, input.learnerName, { face: 'display', size: 40, color: C.ink }, 640, 1, 20);
  const nameFitted = name.lines.length > 1 ? fit(doc, input.learnerName, name.style, 640, 2, 14) : name;
  let y = 166 + 14 + nameFitted.style.size;
  for (const line of nameFitted.lines) {
    drawAligned(doc, line, centre, y, nameFitted.style, 'center');
    y += nameFitted.style.size * 1.2;
  }
  y -= nameFitted.style.size * 1.2;
  doc.rect(centre - 60, y + 14, 120, 3).fill(C.yellow400);

  y += 44;
  drawAligned(doc, T.completed, centre, y, body, 'center');

  const course = fit(doc, input.courseName, { face: 'title', size: 26, color: C.purple800 }, 640, 2, 13);
  y += 12;
  for (const line of course.lines) {
    y += course.style.size * 1.25;
    drawAligned(doc, line, centre, y, course.style, 'center');
  }

  // Date and hours, one line.
  y += 34;
  const facts = `${T.completedOn} ${formatCertificateDate(input.completedAt)}  ·  ${T.hoursOfContent(formatCertificateHours(input.hours))}`;
  drawAligned(doc, facts, centre, y, { face: 'strong', size: 12, color: C.ink }, 'center');

  drawFooter(doc, input);
}

function drawFooter(doc: Doc, input: CertificatePdfInput) {
  const { width, height } = PAGE;
  const baseline = height - 70;

  // Signature line, left.
  const left = 80;
  const signature: TextStyle = { face: 'display', size: 18, color: C.purple950 };
  const issuer = fit(doc, input.issuerName, signature, 220, 1, 10);
  drawLine(doc, issuer.lines.join(' '), left, baseline - 26, issuer.style);
  doc
    .moveTo(left, baseline - 14)
    .lineTo(left + 220, baseline - 14)
    .lineWidth(1)
    .stroke(C.ink);
  const small: TextStyle = { face: 'body', size: 9, color: C.inkMuted };
  drawLine(doc, T.signatureRole(input.issuerName), left, baseline, small);

  // Seal, centre.
  const sealX = width / 2;
  const sealY = baseline - 30;
  doc.circle(sealX, sealY, 40).fill(C.yellow400);
  doc.circle(sealX, sealY, 34).lineWidth(1.5).stroke(C.purple700);
  drawMark(doc, sealX - 14, sealY - 24, 28);
  drawAligned(
    doc,
    T.seal.toUpperCase(),
    sealX,
    sealY + 18,
    { face: 'title', size: 8, color: C.purple950, characterSpacing: 1.5 },
    'center',
  );

  // Verification, right: the text block, then the QR code.
  const qrSize = 96;
  const qrX = width - 80 - qrSize;
  const qrY = baseline + 12 - qrSize;
  drawQrCode(doc, input.verificationUrl, qrX, qrY, qrSize);
  doc.link(qrX, qrY, qrSize, qrSize, input.verificationUrl);
  const textRight = qrX - 8;
  drawAligned(doc, T.verifyHeading, textRight, qrY + 22, { face: 'strong', size: 10, color: C.ink }, 'right');
  const url = fit(
    doc,
    input.verificationUrl,
    { face: 'body', size: 8.5, color: C.purple700, literal: true },
    200,
    1,
    6,
  );
  let y = qrY + 38;
  for (const line of url.lines) {
    drawAligned(doc, line, textRight, y, url.style, 'right');
    y += url.style.size * 1.3;
  }
  doc.link(textRight - 200, qrY + 28, 200, y - qrY - 28, input.verificationUrl);
  drawAligned(
    doc,
    `${T.certificateId} ${input.certificateId}`,
    textRight,
    y + 8,
    { ...small, literal: true },
    'right',
  );
}
