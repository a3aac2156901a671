import {
  gradient,
  hash,
  initials,
  inkOn,
  MOTIFS,
  motifFor,
  paletteFor,
  PALETTES,
  svg,
  textBlock,
  wrap,
  type Palette,
} from './content-images-draw.ts';

/** One picture per kind of demo item (see content-images.ts for which item gets which). */

const SKIN = ['#8d5524', '#a8704f', '#c68642', '#b9785a', '#e0ac69', '#7a4a2e'];
const HAIR = ['#1f1535', '#2b1b10', '#3b2a20', '#111827', '#4a2c1d'];

/** An illustrated head-and-shoulders portrait: colours and hair vary by name; initials on a badge. */
export function portrait(name: string, caption: string, size = 320): string {
  const p = paletteFor(name);
  const h = hash(name);
  const skin = SKIN[h % SKIN.length] as string;
  const hair = HAIR[(h >>> 3) % HAIR.length] as string;
  const coat = PALETTES[(h >>> 5) % 8] as Palette; // a dark palette for the coat
  const longHair = (h >>> 7) % 2 === 0;
  const hairPath = longHair
    ? 'M104 150c-8-64 28-104 62-104 42 0 70 34 64 92-2 24-6 52-2 78l-124 2c6-22 2-44 0-68z'
    : 'M112 128c-4-46 22-74 52-74 34 0 56 26 52 72-14-18-34-26-56-28-18 2-34 12-48 30z';
  return svg({
    width: size,
    height: size,
    title: `Illustrated portrait of ${name}, ${caption}`,
    defs: `${gradient('bg', p)}<clipPath id="frame"><rect width="320" height="320" rx="40"/></clipPath>`,
    body: `<g transform="scale(${size / 320})" clip-path="url(#frame)">
    <rect width="320" height="320" fill="url(#bg)"/>
    <circle cx="${60 + (h % 200)}" cy="70" r="${30 + (h % 24)}" fill="${p.accent}" opacity=".55"/>
    <circle cx="${280 - (h % 120)}" cy="270" r="70" fill="#ffffff" opacity=".12"/>
    <path d="${hairPath}" fill="${hair}"/>
    <path d="M142 196h40v36c0 12-40 12-40 0z" fill="${skin}"/>
    <path d="M62 320c4-58 40-88 100-92 60 4 94 34 98 92z" fill="${coat.to}"/>
    <path d="M136 230l26 40 26-40c-8-4-16-6-26-6s-18 2-26 6z" fill="${coat.accent}"/>
    <ellipse cx="162" cy="140" rx="44" ry="54" fill="${skin}"/>
    <path d="M118 124c10-40 78-48 92-4-20-16-58-22-92 4z" fill="${hair}"/>
    <g fill="#1f1535"><circle cx="146" cy="142" r="4.5"/><circle cx="178" cy="142" r="4.5"/></g>
    <path d="M150 168c8 6 16 6 24 0" fill="none" stroke="#1f1535" stroke-width="4" stroke-linecap="round"/>
    <circle cx="270" cy="270" r="30" fill="${p.accent}"/>
    ${textBlock([initials(name)], { x: 270, y: 279, size: 24, fill: inkOn(p.accent), anchor: 'middle' })}
  </g>`,
  });
}

/** Shapes of the monograms, each with where its letters sit (a triangle's centre of mass is low). */
const SHAPES: { path: string; textY: number; scale: number }[] = [
  { path: '<circle cx="120" cy="96" r="70"/>', textY: 0, scale: 1 },
  { path: '<rect x="50" y="26" width="140" height="140" rx="28"/>', textY: 0, scale: 1 },
  { path: '<path d="M120 22 184 59v74l-64 37-64-37V59z"/>', textY: 0, scale: 1 },
  { path: '<path d="M120 20 196 96 120 172 44 96z"/>', textY: 0, scale: 0.9 },
  { path: '<path d="M54 34h132v70c0 40-30 62-66 74-36-12-66-34-66-74z"/>', textY: -4, scale: 1 },
  { path: '<path d="M120 24 200 156H40z"/>', textY: 24, scale: 0.72 },
];

/**
 * A monogram logo for a fictional vendor: a shape, its initials, its name under it. Shape and colours
 * come from the item's position, so no two of the ~30 partners look alike.
 */
export function monogram(name: string, index: number): string {
  const shape = SHAPES[index % SHAPES.length] as (typeof SHAPES)[number];
  const p = PALETTES[(index + Math.floor(index / SHAPES.length)) % PALETTES.length] as Palette;
  const letters = initials(name, name.split(/\s+/).length > 1 ? 2 : 1) || name.slice(0, 1);
  const ring = index % 2 === 0;
  const size = Math.round((letters.length > 1 ? 46 : 60) * shape.scale);
  const lines = wrap(name, 22, 220, 2);
  return svg({
    width: 240,
    height: 240,
    title: `${name} logo`,
    defs: gradient('g', p),
    body: `<rect width="240" height="240" rx="24" fill="#ffffff"/>
  <g fill="url(#g)" ${ring ? `stroke="${p.accent}" stroke-width="6"` : ''}>${shape.path}</g>
  ${textBlock([letters], { x: 120, y: 96 + size * 0.36 + shape.textY, size, fill: p.ink, anchor: 'middle', weight: 800 })}
  ${textBlock(lines, { x: 120, y: lines.length > 1 ? 198 : 212, size: 22, fill: '#1f1633', anchor: 'middle', lineHeight: 24 })}`,
  });
}

/** A banner with a gradient, a pattern, a motif chosen from the title and the title itself. */
export function banner(opts: {
  title: string;
  kicker?: string;
  width?: number;
  height?: number;
  paletteKey?: string;
  description: string;
}): string {
  const width = opts.width ?? 640;
  const height = opts.height ?? 400;
  const p = paletteFor(opts.paletteKey ?? opts.title);
  const h = hash(opts.title);
  const motif = MOTIFS[motifFor(opts.title)];
  const motifSize = Math.round(height * 0.42);
  const scale = (motifSize / 100).toFixed(2);
  const lines = wrap(opts.title, Math.round(width / 18), width - 80, 3);
  const titleSize = Math.round(width / 18);
  const titleTop = height - 40 - (lines.length - 1) * titleSize * 1.2;
  const dots = Array.from({ length: 5 }, (_, i) =>
    Array.from({ length: 4 }, (_, j) => `<circle cx="${40 + i * 22}" cy="${36 + j * 22}" r="3"/>`).join(''),
  ).join('');
  return svg({
    width,
    height,
    title: opts.description,
    defs: gradient('bg', p),
    body: `<rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width - 60 - (h % 80)}" cy="${60 + (h % 40)}" r="${height * 0.34}" fill="${p.accent}" opacity=".18"/>
  <g fill="${p.accent}" opacity=".5">${dots}</g>
  <g transform="translate(${width - motifSize * 0.75} ${height * 0.36}) scale(${scale})">${motif?.(p.accent) ?? ''}</g>
  ${opts.kicker ? `<rect x="40" y="${titleTop - titleSize * 2.1}" width="${opts.kicker.length * 10 + 28}" height="30" rx="15" fill="${p.accent}"/>${textBlock([opts.kicker.toUpperCase()], { x: 54, y: titleTop - titleSize * 2.1 + 20, size: 14, fill: inkOn(p.accent), weight: 800 })}` : ''}
  ${textBlock(lines, { x: 40, y: titleTop, size: titleSize, fill: p.ink })}`,
  });
}

/** A clipped-newspaper look for media coverage: the outlet's masthead, the headline, columns of text. */
export function newspaper(outlet: string, headline: string): string {
  const p = paletteFor(outlet, 5);
  const lines = wrap(headline, 30, 560, 3);
  const pillY = 130 + lines.length * 36 - 10;
  const columns = [0, 1, 2]
    .map((c) =>
      Array.from({ length: 6 }, (_, i) => {
        const w = 160 - (hash(outlet + c + i) % 5) * 12;
        return `<rect x="${40 + c * 190}" y="${pillY + 44 + i * 18}" width="${w}" height="8" rx="4"/>`;
      }).join(''),
    )
    .join('');
  return svg({
    width: 640,
    height: 400,
    title: `${outlet}: “${headline}”`,
    body: `<rect width="640" height="400" fill="#fffdf7"/>
  <rect width="640" height="72" fill="${p.to}"/>
  ${textBlock([outlet], { x: 320, y: 48, size: 30, fill: inkOn(p.to), anchor: 'middle', weight: 800 })}
  <rect x="40" y="82" width="560" height="3" fill="${p.to}"/>
  ${textBlock(lines, { x: 40, y: 130, size: 30, fill: '#1f1633', lineHeight: 36 })}
  <g fill="#d6d3d1">${columns}</g>
  <rect x="40" y="${pillY}" width="120" height="24" rx="12" fill="${p.from}"/>
  ${textBlock(['Coverage'], { x: 100, y: pillY + 17, size: 14, fill: inkOn(p.from), anchor: 'middle' })}`,
  });
}

/** A medal for an award: ribbon, disc with the year, the award's name under it. */
export function medal(year: number, awardName: string): string {
  const p = paletteFor(awardName);
  const lines = wrap(awardName, 20, 260, 3);
  return svg({
    width: 320,
    height: 320,
    title: `${awardName} award, ${year}`,
    defs: gradient('bg', p, true),
    body: `<rect width="320" height="320" rx="32" fill="url(#bg)"/>
  <path d="M122 20h28l18 70h-28zM198 20h-28l-18 70h28z" fill="${p.accent}" opacity=".9"/>
  <circle cx="160" cy="126" r="56" fill="#facc15" stroke="#ffffff" stroke-width="6"/>
  <circle cx="160" cy="126" r="42" fill="none" stroke="#a16207" stroke-width="3" stroke-dasharray="6 5"/>
  ${textBlock([String(year)], { x: 160, y: 136, size: 28, fill: '#422006', anchor: 'middle', weight: 800 })}
  ${textBlock(lines, { x: 160, y: 222, size: 20, fill: p.ink, anchor: 'middle', lineHeight: 24 })}`,
  });
}
