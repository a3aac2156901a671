/**
 * A certificate as a PDF (docs/ARCHITECTURE.md#certificate-pdfs, ADR 038): one A4 landscape page drawn with
 * pdfkit in the site's fonts (committed @fontsource files, subset on embed), its brand colours and mark, and
 * a QR code of the verification URL drawn as vector squares. Every word is real text. The same input gives
 * the same bytes: the document's dates come from the completion date, and nothing reads the clock or a random
 * source.
 */
import { renderPdf } from '#api/lib/pdf.ts';
import QRCode from 'qrcode';
import { CERTIFICATE_PDF_TEXTS as T, formatCertificateDate, formatCertificateHours } from '@curio/shared';
import { loadFonts } from './pdf-fonts.ts';
import { Typesetter, type Doc, type TextStyle } from './pdf-typeset.ts';

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
  yellow400: '#facc15',
  ink: '#1d1a33',
  inkMuted: '#55506e',
  white: '#ffffff',
} as const;

// -----------------------------------------------------------------------------------------------------------
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

// -----------------------------------------------------------------------------------------------------------
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
  const options: PDFKit.PDFDocumentOptions = {
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
  };
  const page = { ...input, learnerName, courseName, issuerName };
  return renderPdf(options, (doc) => {
    for (const [name, bytes] of loadFonts()) doc.registerFont(name, bytes);
    const type = new Typesetter(doc);
    const structure = new Structure(doc);
    structure.artifact(() => drawFrame(doc));
    drawMiddle(doc, type, structure, page);
    drawFooter(doc, type, structure, page);
    structure.end();
  });
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

  // The learner's name on one line if it fits at 22 pt, else on two; the course on up to two lines, else
  // three.
  const name =
    fitOnce(type, input.learnerName, { face: 'display', size: 40, color: C.ink }, 1, 22) ??
    type.fit(input.learnerName, { face: 'display', size: 30, color: C.ink }, box(2, 14));
  const course =
    fitOnce(type, input.courseName, { face: 'title', size: 26, color: C.purple800 }, 2, 15) ??
    type.fit(input.courseName, { face: 'title', size: 17, color: C.purple800 }, box(3, 9));
  const body: TextStyle = { face: 'body', size: 12.5, color: C.inkMuted };
  const facts = T.facts(formatCertificateDate(input.completedAt), formatCertificateHours(input.hours));

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
