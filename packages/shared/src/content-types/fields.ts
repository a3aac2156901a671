import { z } from 'zod';
import { zSlug } from '../console-catalogue.ts';
import { zLink, zSiteImage } from '../rules.ts';
import { ZSocialLink } from '../site.ts';
import { zMultilineText, zText } from '../text.ts';

/**
 * The kinds of field a content type is made of (docs/ARCHITECTURE.md, "Content types"). Each kind says
 * how the console edits it, how a request is checked, how the server cleans a write and what a public
 * reply shows: a field is declared once, with its marker, in its type's definition.
 */

export const CONTENT_LIMITS = {
  name: 200,
  short: 120,
  summary: 4000,
  richText: 50_000,
  embed: 10_000,
  tags: 20,
  tag: 40,
  socialLinks: 10,
} as const;
const L = CONTENT_LIMITS;

/** Required text: trimmed, not blank, at most `max` characters. */
export const zContentText = (max: number) => zText().trim().min(1).max(max);
/** Required prose or rich text: may hold several lines. */
export const zContentProse = (max: number) => zMultilineText().trim().min(1).max(max);
/** An image of this site (`/images/…`, `/uploads/…`): the only images its pages may show (ADR 028). */
export const zContentImage = zSiteImage('Upload an image.');
/** A social link: the network's name (SOCIAL_NETWORKS in the console's select) and its address. */
export const zContentLink = z.object({
  label: zText().trim().min(1, { error: 'Choose a network.' }).max(40),
  url: zLink('Enter the link’s address.'),
});

/**
 * - `text`: one line; `long`: prose on several lines; `rich`: sanitized HTML (cleaned on write, rendered
 *   through the sanitizer again); `embed`: a platform's embed code, cleaned to its own iframes;
 * - `image`: an image address (an upload the cleanup keeps while a row shows it);
 * - `slug`: the item's address, unique, a page of its own; `choice`: one value of a list, labelled;
 * - `year`: a whole number; `tags`: a list of words; `links`: social links (a public reply leaves out a link
 *   that breaks the link rule, ADR 023).
 */
export type TContentFieldKind =
  'text' | 'long' | 'rich' | 'embed' | 'image' | 'slug' | 'choice' | 'year' | 'tags' | 'links';

/** One field of a content type: its marker, the console's label, its request and reply schemas. */
export interface ContentField<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: TContentFieldKind;
  /** What the console calls it; by default the name in words ('jobLocation' → 'Job location'). */
  label?: string;
  /** The console's create request (an edit makes every field optional). */
  input: I;
  /** Its schema in a public reply. */
  output: O;
  /** The public reply's name for it, where the API had a historical one (`shortdescription`). */
  publicName?: string;
  /** Shown only by the item's own page (`/api/article/slug/{slug}`), not by the list. */
  isDetailOnly?: true;
  /** A choice's words, by value (the site shows the same ones). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** A slug: its page's address and the field a new item's slug follows. */
  slug?: { address: string; from: string; takenMessage: string };
  /** An embed: the choice field naming the platform whose iframes it keeps. */
  embedPlatformField?: string;
}

const field = <I extends z.ZodType, O extends z.ZodType>(kind: TContentFieldKind, input: I, output: O) => ({
  kind,
  input,
  output,
});

/** The field markers a definition is written with. */
export const f = {
  text: (max: number = L.name) => field('text', zContentText(max), z.string()),
  long: (max: number = L.summary) => field('long', zContentProse(max), z.string()),
  rich: () => field('rich', zContentProse(L.richText), z.string()),
  /** `platformField`: the choice that names the platform (its hosts' iframes are all that is kept). */
  embed: (platformField: string) => ({
    ...field('embed', zContentProse(L.embed), z.string()),
    embedPlatformField: platformField,
  }),
  image: () => field('image', zContentImage, z.string()),
  slug: (slug: { address: string; from: string; takenMessage: string }) => ({
    ...field('slug', zSlug, z.string()),
    slug,
  }),
  choice: <E extends z.ZodEnum>(values: E, labels: Readonly<Record<z.infer<E>, string>>) => ({
    ...field('choice', values, values),
    choiceLabels: labels as Readonly<Record<string, string>>,
  }),
  year: () => field('year', z.number().int().min(1900).max(2100), z.number().int()),
  tags: () => field('tags', z.array(zContentText(L.tag)).max(L.tags).optional(), z.array(z.string())),
  links: () => field('links', z.array(zContentLink).max(L.socialLinks).optional(), z.array(ZSocialLink)),
} as const;

/** The field, under another name in public replies (the API's historical one). */
export const publicAs = <F extends ContentField, const N extends string>(marker: F, publicName: N) => ({
  ...marker,
  publicName,
});

/** The field, shown only by the item's own page. */
export const detailOnly = <F extends ContentField>(marker: F) => ({ ...marker, isDetailOnly: true as const });

/** 'jobLocation' → 'Job location'. */
export const labelOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
