import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_PDF_TEXTS, formatCertificateDate } from '@curio/shared';
import { renderCertificatePdf, type CertificatePdfInput } from '#api/modules/certificates/pdf.ts';
import { tempDir } from './helpers/temp.ts';

/**
 * The certificate PDF (docs/ARCHITECTURE.md#certificate-pdfs, ADR 038), read back with Debian's poppler-utils
 * (pdftotext, pdfinfo, pdffonts, pdftoppm) as any reader of the file would: its text, page, fonts and QR
 * code.
 */
const input: CertificatePdfInput = {
  certificateId: 'crt_7Qx4mZ8kP2vN9wR3',
  learnerName: 'Ada Lovelace',
  courseName: 'Modern Web Development with TypeScript',
  completedAt: new Date('2026-11-27T23:30:00Z'),
  hours: 12.5,
  verificationUrl: 'https://curio.example/certificates/crt_7Qx4mZ8kP2vN9wR3',
  issuerName: 'Curio',
};

const LONG_NAME = 'Zoë Ångström-Łukasiewicz de la Peña y Martínez-Öztürk Šćepanović-Ýrrås';
const LONG_COURSE =
  'The Complete Guide to Building, Testing and Deploying Accessible Web Applications with TypeScript, ' +
  'React, Node and MySQL';

let dir: string;
beforeAll(() => {
  dir = tempDir('certificate-pdf');
});

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

async function write(name: string, overrides: Partial<CertificatePdfInput> = {}) {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderCertificatePdf({ ...input, ...overrides }));
  return file;
}

/** The page's text with its line breaks and runs of spaces as single spaces. */
const textOf = (file: string) => run('pdftotext', [file, '-']).replace(/\s+/gu, ' ');

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
/** Every word on the page with its box, in points from the top left (pdftotext -bbox). */
function wordsOf(file: string): Word[] {
  const html = run('pdftotext', ['-bbox', file, '-']);
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</gu),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text ?? '',
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

describe('renderCertificatePdf', () => {
  it('writes learner, course, date in words, hours, issuer, id and URL as text', async () => {
    const file = await write('plain');
    const text = textOf(file);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Modern Web Development with TypeScript');
    expect(text).toContain(input.verificationUrl);
    expect(text).toContain(input.certificateId);
    // 23:30 UTC is the 27th everywhere the page is read: the date is the UTC day, in words.
    expect(formatCertificateDate(input.completedAt)).toBe('27 November 2026');
    expect(text).toContain('Completed on 27 November 2026');
    expect(text).toContain('12.5 hours of content');
    expect(text).toContain(CERTIFICATE_PDF_TEXTS.heading.toUpperCase());
    expect(text).toContain('Curio');
  });

  it('is one A4 landscape page, titled, with the completion date as its dates', async () => {
    const info = run('pdfinfo', [await write('info')]);
    expect(info).toMatch(/^Pages:\s+1$/mu);
    expect(info).toMatch(/^Page size:\s+841\.89 x 595\.28 pts \(A4\)$/mu);
    expect(info).toMatch(/^Title:\s+Certificate: Modern Web Development with TypeScript, Ada Lovelace$/mu);
    expect(info).toMatch(/^CreationDate:\s+Fri Nov 27 23:30:00 2026 UTC$/mu);
    expect(info).toMatch(/^ModDate:\s+Fri Nov 27 23:30:00 2026 UTC$/mu);
  });

  it('is tagged: a heading, paragraphs in reading order, the QR code a linked figure', async () => {
    const file = await write('tagged');
    expect(run('pdfinfo', [file])).toMatch(/^Tagged:\s+yes$/mu);
    const tree = run('pdfinfo', ['-struct-text', file]);
    const elements = [...tree.matchAll(/^\s*(Document|H1|P|Link|Figure)\b/gmu)].map((match) => match[1]);
    expect(elements).toEqual(['Document', 'P', 'H1', 'P', 'P', 'P', 'P', 'P', 'Link', 'Figure', 'Link']);
    const said = [...tree.matchAll(/^\s*"(.*)"$/gmu)].map((match) => match[1]);
    expect(said).toEqual([
      'Curio',
      CERTIFICATE_PDF_TEXTS.heading.toUpperCase(),
      CERTIFICATE_PDF_TEXTS.presentedTo,
      'Ada Lovelace',
      CERTIFICATE_PDF_TEXTS.completed,
      'Modern Web Development with TypeScript',
      expect.stringContaining('Completed on 27 November 2026'),
      'Curio',
      CERTIFICATE_PDF_TEXTS.issuedBy.toUpperCase(),
      CERTIFICATE_PDF_TEXTS.verifyHeading,
      CERTIFICATE_PDF_TEXTS.verifyHint,
      CERTIFICATE_PDF_TEXTS.certificateId.toUpperCase(),
      input.certificateId,
      '',
      input.verificationUrl,
    ]);
  });

  it('embeds subsets of the site’s fonts, Poppins and Inter, each with a map back to Unicode', async () => {
    const lines = run('pdffonts', [await write('fonts')])
      .trim()
      .split('\n')
      .slice(2);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const names = lines.map((line) => line.split(/\s+/u)[0] ?? '');
    expect(names.some((name) => /^[A-Z]{6}\+Poppins-/u.test(name))).toBe(true);
    expect(names.some((name) => /^[A-Z]{6}\+Inter-/u.test(name))).toBe(true);
    for (const line of lines) {
      // name, type, encoding, then emb, sub, uni: every font embedded, subset, with a ToUnicode map.
      const [, name, emb, sub, uni] =
        /^(\S+)\s.*?\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/u.exec(line) ?? [];
      expect(name).toMatch(/^[A-Z]{6}\+(?:Poppins|Inter)-/u);
      expect([emb, sub, uni]).toEqual(['yes', 'yes', 'yes']);
    }
  });

  it('draws a QR code that reads as exactly the verification URL at 150 dpi', async () => {
    const file = await write('qr');
    const prefix = path.join(dir, 'qr-page');
    run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, prefix]);
    const { data, info } = await sharp(readFileSync(`${prefix}.png`))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(code?.data).toBe(input.verificationUrl);
  });

  it('gives the same bytes for the same input, and other bytes for another learner', async () => {
    const first = await renderCertificatePdf(input);
    const second = await renderCertificatePdf({ ...input });
    expect(first.equals(second)).toBe(true);
    const other = await renderCertificatePdf({ ...input, learnerName: 'Grace Hopper' });
    expect(other.equals(first)).toBe(false);
  });

  it('fits a 70-character accented name and a 120-character course, whole and apart', async () => {
    expect([...LONG_NAME].length).toBe(70);
    expect([...LONG_COURSE].length).toBe(120);
    const file = await write('long', { learnerName: LONG_NAME, courseName: LONG_COURSE });
    const text = textOf(file);
    expect(text).toContain(LONG_NAME);
    expect(text).toContain(LONG_COURSE);
    expect(text).toContain(input.verificationUrl);

    const words = wordsOf(file);
    // Inside the yellow inner frame (31 pt from each edge), and no word over another. A word's box runs from
    // the font's ascent to its descent, taller than the lines are apart: boxes of two lines overlap a little,
    // boxes of one word over another would overlap by much of their height.
    for (const word of words) {
      expect(word.xMin, word.text).toBeGreaterThan(31);
      expect(word.xMax, word.text).toBeLessThan(841.89 - 31);
      expect(word.yMin, word.text).toBeGreaterThan(31);
      expect(word.yMax, word.text).toBeLessThan(595.28 - 31);
    }
    for (const [index, a] of words.entries()) {
      for (const b of words.slice(index + 1)) {
        const shared = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
        const height = Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
        const overlap = a.xMin < b.xMax && b.xMin < a.xMax && shared > 0.4 * height;
        expect(overlap, `${a.text} / ${b.text}`).toBe(false);
      }
    }
  });

  it('sets Greek, Cyrillic and Vietnamese in Inter; a character no font has stays text', async () => {
    const names = ['Δήμητρα Παπαδοπούλου', 'Анна Кузнецова', 'Nguyễn Thị Minh Khai'];
    for (const name of names) {
      const file = await write(`script-${names.indexOf(name)}`, { learnerName: name });
      expect(textOf(file)).toContain(name);
    }
    // The site's fonts have no Chinese: the characters print as boxes, and the file still holds them as text.
    const file = await write('uncovered', { learnerName: 'Li Xiaolong 李小龍' });
    const text = textOf(file);
    expect(text).toContain('Li Xiaolong');
    expect(text).toContain('李小龍');
  });
});
