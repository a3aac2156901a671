import {
  ARTICLE_CATEGORY_LABELS,
  CONTENT_INPUTS,
  DATED_CONTENT_TYPES,
  GALLERY_PLATFORM_LABELS,
  ZArticleCategory,
  zContentImage,
  zContentLink,
  ZGalleryPlatform,
  type TContentType,
} from '@curio/shared';
import type { z } from 'zod';

/** How the generic content form edits one field of a type's input schema. */
export type TContentFieldKind =
  'text' | 'slug' | 'long' | 'rich' | 'number' | 'boolean' | 'enum' | 'tags' | 'image' | 'links';

export type TChoice = { value: string; label: string };

export type TContentField = {
  name: string;
  label: string;
  kind: TContentFieldKind;
  isOptional: boolean;
  /** The choices of an enum field, each with the words a person reads. */
  options: readonly TChoice[];
  /** A line under the control saying what the field is for. */
  hint?: string;
};

/** One social link as the form edits it (`zContentLink`). */
export type TLinkRow = { label: string; url: string };

/**
 * What each choice list shows: the labels live beside their enums in packages/shared (the site shows the same
 * words); a new enum field without labels fails content-fields.test.ts.
 */
const CHOICE_LABELS = new Map<z.ZodType, Readonly<Record<string, string>>>([
  [ZArticleCategory, ARTICLE_CATEGORY_LABELS],
  [ZGalleryPlatform, GALLERY_PLATFORM_LABELS],
]);

/** Fields the API sanitizes as rich text (apps/api content admin-types `richText(…)`). */
const RICH_FIELDS: Partial<Record<TContentType, readonly string[]>> = {
  services: ['description'],
  faqs: ['answer'],
  community: ['body'],
  jobs: ['description'],
  articles: ['body'],
};

/** Types whose items have a page at a slug of their own, and its address (ADR 014). */
const SLUG_ADDRESSES: Partial<Record<TContentType, string>> = {
  articles: '/dive-our/<slug>',
};

const slugHint = (address: string) =>
  `The page's address: ${address}. Lower-case words and dashes; a new item's follows its title until you edit it. A changed slug keeps the old address working.`;

/** Strings longer than this get a multi-line box. */
const LONG_TEXT = 300;

export const CONTENT_TYPE_LABELS: Record<TContentType, string> = {
  team: 'Team',
  partners: 'Partners',
  services: 'Services',
  'lateral-hiring': 'Lateral hiring',
  lms: 'LMS',
  faqs: 'FAQs',
  community: 'Community',
  media: 'Media',
  gallery: 'Gallery',
  jobs: 'Jobs',
  awards: 'Awards',
  testimonials: 'Testimonials',
  articles: 'Articles',
};

/** 'jobLocation' → 'Job location'. */
export const labelOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type TZodDef = { type: string; innerType?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: TZodDef }).def;

function kindOf(type: TContentType, name: string, schema: z.ZodType): TContentFieldKind {
  const def = defOf(schema);
  if (schema === zContentImage) return 'image';
  if (def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'enum') return 'enum';
  if (def.type === 'array' && def.element === zContentLink) return 'links';
  if (def.type === 'array' && def.element && defOf(def.element).type === 'string') return 'tags';
  if (def.type === 'string') {
    if (RICH_FIELDS[type]?.includes(name)) return 'rich';
    if (name === 'slug' && SLUG_ADDRESSES[type]) return 'slug';
    const maxLength = (schema as z.ZodString).maxLength ?? 0;
    return maxLength > LONG_TEXT || name === 'embedLink' ? 'long' : 'text';
  }
  // Every field gets a real control: a new shape in a shared schema needs one here first.
  throw new Error(`No console control for ${type}.${name} (${def.type})`);
}

/** The choices of an enum field, labelled for people. */
function choicesOf(schema: z.ZodEnum): TChoice[] {
  const labels = CHOICE_LABELS.get(schema);
  return schema.options.map(String).map((value) => ({ value, label: labels?.[value] ?? labelOf(value) }));
}

/** The form's fields for a content type, one per key of its shared input schema, in the schema's order. */
export function contentFieldsOf(type: TContentType): TContentField[] {
  const shape = CONTENT_INPUTS[type].shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => {
    const isOptional = defOf(field).type === 'optional';
    const inner = isOptional ? (defOf(field).innerType as z.ZodType) : field;
    const options = defOf(inner).type === 'enum' ? choicesOf(inner as z.ZodEnum) : [];
    const kind = kindOf(type, name, inner);
    const address = SLUG_ADDRESSES[type];
    const hint = kind === 'slug' && address ? slugHint(address) : undefined;
    return { name, label: labelOf(name), kind, isOptional, options, ...(hint ? { hint } : {}) };
  });
}

/** Whether an enum's choices have labels of their own (else the form spells out the raw values). */
export const hasChoiceLabels = (schema: z.ZodType) => CHOICE_LABELS.has(schema);

/** The field a list shows as the item's name. */
export function titleFieldOf(type: TContentType): string {
  const shape = CONTENT_INPUTS[type].shape as Record<string, unknown>;
  return ['title', 'name', 'question', 'awardName'].find((name) => name in shape) ?? '_id';
}

/** Whether the site shows the operator's order for this type (the others list newest first). */
export const isOrderedType = (type: TContentType) =>
  !(DATED_CONTENT_TYPES as readonly string[]).includes(type);

/** The form's value of a field: text for most kinds, a boolean for a checkbox, rows for links. */
export type TContentFormValues = Record<string, string | boolean | TLinkRow[]>;

export function toFormValues(fields: TContentField[], item?: Record<string, unknown>): TContentFormValues {
  const values: TContentFormValues = {};
  for (const field of fields) {
    const value = item?.[field.name];
    if (field.kind === 'boolean') values[field.name] = value === true;
    else if (field.kind === 'tags') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (field.kind === 'links')
      values[field.name] = Array.isArray(value)
        ? (value as TLinkRow[]).map(({ label, url }) => ({ label, url }))
        : [];
    else if (field.kind === 'number') values[field.name] = value === undefined ? '' : String(value);
    else values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The request body of the form's values (the shared schema then checks it). */
export function toRequestBody(fields: TContentField[], values: TContentFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (field.kind === 'boolean') body[field.name] = raw === true;
    else if (field.kind === 'number') body[field.name] = text === '' ? undefined : Number(text);
    else if (field.kind === 'links') body[field.name] = Array.isArray(raw) ? raw : [];
    else if (field.kind === 'tags')
      body[field.name] = text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
    else body[field.name] = typeof raw === 'string' ? raw : '';
  }
  return body;
}

/** Where a request path's error shows: the field, or for links the row's network or address. */
export function contentFormPathOf(fields: readonly TContentField[], path: readonly PropertyKey[]): string {
  const name = String(path[0] ?? '');
  const isLinks = fields.some((field) => field.name === name && field.kind === 'links');
  return isLinks ? path.map(String).join('.') : name;
}
