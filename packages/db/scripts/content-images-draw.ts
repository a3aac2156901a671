/**
 * Drawing primitives of the demo-content images (see content-images.ts). Plain SVG strings, no
 * dependencies: every picture is derived from the item's own text, so each one is distinct and says
 * what it shows.
 */

export const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A stable small hash, so a given item always gets the same colours and shapes. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  /** Text colour on the gradient (contrast ≥ 4.5:1 against both ends). */
  ink: string;
}

/** Hand-picked pairs; white text on the dark ones, near-black on the light ones. */
export const PALETTES: Palette[] = [
  { from: '#5b21b6', to: '#312e81', accent: '#facc15', ink: '#ffffff' },
  { from: '#0f766e', to: '#134e4a', accent: '#fde68a', ink: '#ffffff' },
  { from: '#b91c1c', to: '#7f1d1d', accent: '#fecaca', ink: '#ffffff' },
  { from: '#1d4ed8', to: '#1e3a8a', accent: '#93c5fd', ink: '#ffffff' },
  { from: '#c2410c', to: '#7c2d12', accent: '#fed7aa', ink: '#ffffff' },
  { from: '#15803d', to: '#14532d', accent: '#bbf7d0', ink: '#ffffff' },
  { from: '#be185d', to: '#831843', accent: '#fbcfe8', ink: '#ffffff' },
  { from: '#374151', to: '#111827', accent: '#a78bfa', ink: '#ffffff' },
  { from: '#fde68a', to: '#fbbf24', accent: '#7c2d12', ink: '#1f1633' },
  { from: '#c4b5fd', to: '#a78bfa', accent: '#312e81', ink: '#1f1633' },
  { from: '#a5f3fc', to: '#67e8f9', accent: '#155e75', ink: '#0f172a' },
  { from: '#bbf7d0', to: '#86efac', accent: '#14532d', ink: '#052e16' },
];

/** Near-black or white, whichever reads better on the given colour (relative luminance). */
export function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.35 ? '#1f1633' : '#ffffff';
}

export const paletteFor = (key: string, offset = 0) =>
  PALETTES[(hash(key) + offset) % PALETTES.length] as Palette;

/** Greedy word wrap by an average glyph width (0.62 em suits bold system sans fonts). */
export function wrap(text: string, fontSize: number, width: number, maxLines = 3): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.62)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/\s+\S*$/, '') ?? ''}…`;
  return kept;
}

export function textBlock(
  lines: string[],
  opts: {
    x: number;
    y: number;
    size: number;
    fill: string;
    weight?: number;
    anchor?: string;
    lineHeight?: number;
  },
): string {
  const lh = opts.lineHeight ?? opts.size * 1.2;
  const anchor = opts.anchor ?? 'start';
  return lines
    .map(
      (l, i) =>
        `<text x="${opts.x}" y="${(opts.y + i * lh).toFixed(1)}" font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${opts.size}" font-weight="${opts.weight ?? 700}" fill="${opts.fill}" text-anchor="${anchor}">${esc(l)}</text>`,
    )
    .join('\n  ');
}

export const initials = (name: string, max = 2) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, max)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export function svg(opts: {
  width: number;
  height: number;
  title: string;
  body: string;
  defs?: string;
}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${opts.width} ${opts.height}" width="${opts.width}" height="${opts.height}" role="img" aria-labelledby="t">
  <title id="t">${esc(opts.title)}</title>
  ${opts.defs ? `<defs>${opts.defs}</defs>` : ''}
  ${opts.body}
</svg>
`;
}

export const gradient = (id: string, p: Palette, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;

/** Small line-art motifs, drawn around (0,0) in a 100×100 box; `color` is the stroke. */
export const MOTIFS: Record<string, (color: string) => string> = {
  cloud: (c) =>
    `<path d="M-34 18h62a20 20 0 0 0 0-40 28 28 0 0 0-52-6 18 18 0 0 0-10 46z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>`,
  layers: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"><path d="M0-34 40-14 0 6-40-14z"/><path d="M-40 0 0 20 40 0"/><path d="M-40 14 0 34 40 14"/></g>`,
  chart: (c) =>
    `<g fill="${c}"><rect x="-36" y="6" width="14" height="28" rx="3"/><rect x="-14" y="-10" width="14" height="44" rx="3"/><rect x="8" y="-24" width="14" height="58" rx="3"/></g><path d="M-40-18 -10-34 14-22 40-40" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`,
  people: (c) =>
    `<g fill="${c}"><circle cx="-18" cy="-14" r="12"/><circle cx="18" cy="-14" r="12"/><path d="M-40 30c0-18 10-28 22-28s22 10 22 28zM-4 30c0-18 10-28 22-28s22 10 22 28z"/></g>`,
  target: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6"><circle r="36"/><circle r="22"/></g><circle r="8" fill="${c}"/>`,
  rocket: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"><path d="M0-42c18 14 22 40 12 62h-24c-10-22-6-48 12-62z"/><path d="M-12 10-28 28h16M12 10l16 18H12"/></g><circle cy="-12" r="7" fill="${c}"/>`,
  book: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"><path d="M0-26c-12-8-26-10-40-8v56c14-2 28 0 40 8 12-8 26-10 40-8v-56c-14-2-28 0-40 8z"/><path d="M0-26v56"/></g>`,
  calendar: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6"><rect x="-36" y="-28" width="72" height="62" rx="8"/><path d="M-36-10h72M-18-40v18M18-40v18"/></g><g fill="${c}"><rect x="-24" y="2" width="12" height="10"/><rect x="-6" y="2" width="12" height="10"/><rect x="12" y="16" width="12" height="10"/></g>`,
  chat: (c) =>
    `<path d="M-38-30h76v48h-44l-20 18v-18h-12z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><g fill="${c}"><circle cx="-16" cy="-6" r="5"/><circle cx="0" cy="-6" r="5"/><circle cx="16" cy="-6" r="5"/></g>`,
  shield: (c) =>
    `<path d="M0-40 34-26v22c0 24-16 38-34 46-18-8-34-22-34-46v-22z" fill="none" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M-14 0 -2 12 16-10" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  code: (c) =>
    `<path d="M-18-26-42 0l24 26M18-26 42 0 18 26M8-34-8 34" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  certificate: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="6"><rect x="-40" y="-30" width="80" height="52" rx="6"/><path d="M-26-14h36M-26 0h24"/><circle cx="22" cy="10" r="12"/></g><path d="M14 20 10 40l12-8 12 8-4-20" fill="${c}"/>`,
  compass: (c) =>
    `<circle r="38" fill="none" stroke="${c}" stroke-width="6"/><path d="M14-14 6 6-14 14-6-6z" fill="${c}"/>`,
  link: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round"><path d="M-6 6-20 20a14 14 0 0 1-20-20l14-14a14 14 0 0 1 20 0"/><path d="M6-6 20-20a14 14 0 0 1 20 20L26 14a14 14 0 0 1-20 0"/></g>`,
};

const KEYWORDS: [RegExp, keyof typeof MOTIFS][] = [
  [/cloud|sandbox|on-call/i, 'cloud'],
  [/sso|integration|hr /i, 'link'],
  [/schedul|calendar|month|cohort/i, 'calendar'],
  [/analytic|metric|dashboard|progress|chart/i, 'chart'],
  [/assess|readiness|review|grading|quiz/i, 'target'],
  [/mentor|team|people|pairing|group|house|winner|scholar/i, 'people'],
  [/certif/i, 'certificate'],
  [/deploy|launch|bootcamp|switch/i, 'rocket'],
  [/secur|shield|accessib/i, 'shield'],
  [/code|codebase|sprint|stack/i, 'code'],
  [/library|content|newsletter|book|notes/i, 'book'],
  [/interview|classroom|live|chat|question/i, 'chat'],
  [/leader|domain|track|role/i, 'compass'],
  [/management|system|lms/i, 'layers'],
];

/** The motif that fits the words of a title best, else one picked by hash. */
export function motifFor(text: string): keyof typeof MOTIFS {
  const found = KEYWORDS.find(([re]) => re.test(text));
  if (found) return found[1];
  const names = Object.keys(MOTIFS);
  return names[hash(text) % names.length] as keyof typeof MOTIFS;
}
