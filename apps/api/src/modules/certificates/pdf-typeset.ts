/**
 * Setting the certificate's text (ADR 038): by baseline, run by run, so that the font files of a mixed line
 * share one baseline; fitting a text to a width by shrinking, then wrapping.
 */
import { familyFor, fontRuns, type TFace, type TFamily } from './pdf-fonts.ts';

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  face: TFace;
  size: number;
  color: string;
  characterSpacing?: number;
  /**
   * Code rather than prose (an id, a URL): set without contextual alternates, which turn Inter's 4x7 to 4×7.
   */
  literal?: boolean;
}

/**
 * fontkit turns a feature off when given an object; pdfkit passes it through, though its types list arrays.
 */
const NO_CONTEXTUAL_ALTERNATES = { calt: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

export type TAlign = 'left' | 'center' | 'right';

/**
 * One page's typesetting: widths are measured once per string at 1 pt and scaled (they are linear in size).
 */
export class Typesetter {
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

  /**
   * The text on one line at style.size, or smaller down to minSize (in quarter points) to fit in maxWidth.
   */
  shrink(text: string, style: TextStyle, maxWidth: number, minSize: number): Block {
    const fonts = familyFor(text, style.face);
    const spacing = this.width(text, { ...style, size: 0 }, fonts);
    const perPoint = this.width(text, { ...style, size: 1 }, fonts) - spacing;
    const fitting = Math.floor(((maxWidth - spacing) / perPoint) * 4) / 4;
    const size = Math.max(minSize, Math.min(style.size, fitting));
    return { lines: [text], style: { ...style, size }, fonts };
  }
}

export interface Block {
  lines: string[];
  style: TextStyle;
  fonts: TFamily;
}
