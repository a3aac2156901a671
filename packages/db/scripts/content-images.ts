/**
 * Writes the original SVG images of the demo content into apps/web/public/images/<area>/, one
 * per seeded item, at the path the seed data names. Run from the repository root after changing the data:
 *
 *   node --import tsx packages/db/scripts/content-images.ts
 *
 * The pictures are generated from each item's own text, so they stay in step with it and never come from
 * the internet. The output is committed; the API test `content-seed` checks every seeded path exists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTICLES, MEDIA } from '../src/seed/content-articles.ts';
import { COMMUNITY_POSTS } from '../src/seed/content-community.ts';
import { PARTNER_ROWS } from '../src/seed/content-partners.ts';
import { SERVICES } from '../src/seed/content-services.ts';
import { LATERAL_HIRING, LMS_FEATURES } from '../src/seed/content-slides.ts';
import { TEAM } from '../src/seed/content-team.ts';
import { AWARDS, TESTIMONIALS } from '../src/seed/content-testimonials.ts';
import { banner, medal, monogram, newspaper, portrait } from './content-images-art.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

const CATEGORY_LABELS = { Newsletter: 'Newsletter', Media_Coverage: 'Media coverage', Features: 'Feature' };

const images: [url: string, svg: string][] = [
  ...TEAM.map((m): [string, string] => [m.image, portrait(m.name, m.role)]),
  ...TESTIMONIALS.map((t): [string, string] => [t.image, portrait(t.name, t.designation)]),
  ...PARTNER_ROWS.map((p, i): [string, string] => [p.logo, monogram(p.name, i)]),
  ...SERVICES.map((s): [string, string] => [
    s.image,
    banner({ title: s.title, kicker: 'Corporate service', description: `${s.title}: ${s.shortDescription}` }),
  ]),
  ...LATERAL_HIRING.map((s): [string, string] => [
    s.image,
    banner({ title: s.title, width: 480, height: 320, description: `${s.title}: ${s.description}` }),
  ]),
  ...LMS_FEATURES.map((s): [string, string] => [
    s.image,
    banner({
      title: s.title,
      width: 480,
      height: 320,
      kicker: 'Curio LMS',
      description: `${s.title}: ${s.description}`,
    }),
  ]),
  ...ARTICLES.map((a): [string, string] => [
    a.image,
    banner({
      title: a.title,
      kicker: CATEGORY_LABELS[a.category],
      paletteKey: `${a.category}:${a.title}`,
      description: `${CATEGORY_LABELS[a.category]}: ${a.title}`,
    }),
  ]),
  ...MEDIA.map((m): [string, string] => [m.image, newspaper(m.source, m.title)]),
  ...COMMUNITY_POSTS.map((c): [string, string] => [
    c.image,
    banner({ title: c.title, kicker: c.tags?.[0] ?? 'Community', description: `${c.title}: ${c.excerpt}` }),
  ]),
  ...AWARDS.map((a): [string, string] => [a.image, medal(a.year, a.awardName)]),
];

const seen = new Set<string>();
for (const [url, svg] of images) {
  if (seen.has(url)) throw new Error(`two items share the image ${url}`);
  seen.add(url);
  const file = path.join(PUBLIC_DIR, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
process.stdout.write(`wrote ${images.length} images under ${PUBLIC_DIR}/images\n`);
