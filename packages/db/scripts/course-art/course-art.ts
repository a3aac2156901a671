import type { SeedCategory } from '../../src/seed/courses-types.ts';
import { escapeXml, random, round, shade } from './svg.ts';

const W = 800;
const H = 450;

export interface CourseArtOptions {
  seed: string;
  /** 0: the card (glyph tile), 1: an abstract app window, 2: a network of nodes. */
  variant: number;
  category: SeedCategory;
  title: string;
}

/** One decorative 16:9 picture in the category's colours. */
export function courseArt({ seed, variant, category, title }: CourseArtOptions): string {
  const rand = random(seed);
  const [base, accent] = category.palette;
  const angle = Math.floor(rand() * 360);
  const layers = [background(rand, base, accent), dots(rand, accent)];
  if (variant === 0) layers.push(glyphTile(rand, category.glyph, base, accent));
  else if (variant === 1) layers.push(appWindow(rand, base, accent));
  else layers.push(network(rand, accent));
  layers.push(waves(rand, accent));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${shade(base, -0.25)}"/><stop offset="1" stop-color="${shade(base, 0.15)}"/>`,
    '</linearGradient>',
    '</defs>',
    ...layers,
    '</svg>',
    '',
  ].join('\n');
}

function background(rand: () => number, base: string, accent: string): string {
  const circles = Array.from({ length: 5 }, () => {
    const r = 60 + rand() * 170;
    const fill = rand() > 0.5 ? accent : shade(base, 0.35);
    return `<circle cx="${round(rand() * W)}" cy="${round(rand() * H)}" r="${round(r)}" fill="${fill}" opacity="${round(0.08 + rand() * 0.14)}"/>`;
  });
  return [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`, ...circles].join('\n');
}

function dots(rand: () => number, accent: string): string {
  const x0 = 40 + Math.floor(rand() * 560);
  const y0 = 30 + Math.floor(rand() * 250);
  const cells: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      cells.push(`<circle cx="${x0 + col * 18}" cy="${y0 + row * 18}" r="2.5"/>`);
    }
  }
  return `<g fill="${accent}" opacity="0.35">${cells.join('')}</g>`;
}

function waves(rand: () => number, accent: string): string {
  const lines = Array.from({ length: 3 }, (_, i) => {
    const y = H - 70 + i * 16;
    const a = 20 + rand() * 30;
    return `<path d="M0 ${y} C ${W * 0.25} ${round(y - a)}, ${W * 0.5} ${round(y + a)}, ${W} ${round(y - a / 2)}" fill="none" stroke="${accent}" stroke-width="3" opacity="${0.5 - i * 0.12}"/>`;
  });
  return lines.join('\n');
}

function glyphTile(rand: () => number, glyph: string, base: string, accent: string): string {
  const size = 190;
  const x = 90 + round(rand() * 380);
  const y = 90 + round(rand() * 60);
  const tilt = round(-8 + rand() * 16);
  return [
    `<g transform="rotate(${tilt} ${x + size / 2} ${y + size / 2})">`,
    `<rect x="${x + 14}" y="${y + 14}" width="${size}" height="${size}" rx="36" fill="${shade(base, -0.45)}" opacity="0.45"/>`,
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="36" fill="${accent}"/>`,
    `<text x="${x + size / 2}" y="${y + size / 2}" text-anchor="middle" dominant-baseline="central" font-family="Poppins, 'Segoe UI', Arial, sans-serif" font-size="76" font-weight="700" fill="${shade(base, -0.35)}">${escapeXml(glyph)}</text>`,
    '</g>',
  ].join('\n');
}

function appWindow(rand: () => number, base: string, accent: string): string {
  const x = 150 + round(rand() * 120);
  const y = 70;
  const w = 440;
  const h = 270;
  const bars = Array.from({ length: 4 }, (_, i) => {
    const bw = round(120 + rand() * 220);
    return `<rect x="${x + 30}" y="${y + 70 + i * 42}" width="${bw}" height="18" rx="9" fill="${i === 0 ? accent : shade(base, 0.75)}" opacity="${i === 0 ? 1 : 0.85}"/>`;
  });
  return [
    `<rect x="${x + 12}" y="${y + 14}" width="${w}" height="${h}" rx="22" fill="${shade(base, -0.5)}" opacity="0.35"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="44" rx="22" fill="${shade(base, 0.85)}"/>`,
    ...[0, 1, 2].map(
      (i) =>
        `<circle cx="${x + 26 + i * 20}" cy="${y + 22}" r="6" fill="${i === 0 ? accent : shade(base, 0.4)}"/>`,
    ),
    ...bars,
    `<circle cx="${x + w - 70}" cy="${y + h - 70}" r="38" fill="${accent}" opacity="0.9"/>`,
  ].join('\n');
}

function network(rand: () => number, accent: string): string {
  const nodes = Array.from({ length: 9 }, () => ({
    x: round(80 + rand() * (W - 160)),
    y: round(60 + rand() * (H - 180)),
    r: round(8 + rand() * 16),
  }));
  const edges: string[] = [];
  nodes.forEach((a, i) => {
    const b = nodes[(i + 1 + Math.floor(rand() * 3)) % nodes.length];
    if (b) edges.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`);
  });
  return [
    `<g stroke="#ffffff" stroke-width="2.5" opacity="0.55">${edges.join('')}</g>`,
    `<g>${nodes
      .map(
        (n, i) =>
          `<circle cx="${n.x}" cy="${n.y}" r="${n.r}" fill="${i % 3 === 0 ? accent : '#ffffff'}" opacity="${i % 3 === 0 ? 1 : 0.85}"/>`,
      )
      .join('')}</g>`,
  ].join('\n');
}
