import { CONTENT_INPUTS, DATED_CONTENT_TYPES, zContentImage, type TContentType } from '@curio/shared';
import type { z } from 'zod';

/** How the generic content form edits one field of a type's input schema. */
export type TContentFieldKind = 'text' | 'long' | 'rich' | 'number' | 'boolean' | 'enum' | 'tags' | 'json';

export type TContentField = {
  name: string;
  label: string;
  kind: TContentFieldKind;
  isOptional: boolean;
  /** The choices of an enum field. */
  options: readonly string[];
};

/** Fields the API sanitizes as rich text (apps/api content admin-types `richText(…)`). */
const RICH_FIELDS: Partial<Record<TContentType, readonly string[]>> = {
  services: ['description'],
  faqs: ['answer'],
  community: ['body'],
  jobs: ['description'],
};

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

type TZodDef = { type: string; innerType?: z.ZodType; element?: z.ZodType; checks?: unknown[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: TZodDef }).def;

function kindOf(type: TContentType, name: string, schema: z.ZodType): TContentFieldKind {
  const def = defOf(schema);
  if (def.type === 'number') return 'number';
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'enum') return 'enum';
  if (def.type === 'array' && def.element && defOf(def.element).type === 'string') return 'tags';
  if (def.type === 'string') {
    if (RICH_FIELDS[type]?.includes(name)) return 'rich';
    // An image address is one line, however long it may be.
    if (schema === zContentImage) return 'text';
    const maxLength = (schema as z.ZodString).maxLength ?? 0;
    return maxLength > LONG_TEXT || name === 'embedLink' ? 'long' : 'text';
  }
  return 'json';
}

/** The form's fields for a content type, one per key of its shared input schema, in the schema's order. */
export function contentFieldsOf(type: TContentType): TContentField[] {
  const shape = CONTENT_INPUTS[type].shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, field]) => {
    const isOptional = defOf(field).type === 'optional';
    const inner = isOptional ? (defOf(field).innerType as z.ZodType) : field;
    const options = defOf(inner).type === 'enum' ? (inner as z.ZodEnum).options.map(String) : [];
    return { name, label: labelOf(name), kind: kindOf(type, name, inner), isOptional, options };
  });
}

/** The field a list shows as the item's name. */
export function titleFieldOf(type: TContentType): string {
  const shape = CONTENT_INPUTS[type].shape as Record<string, unknown>;
  return ['title', 'name', 'question', 'awardName'].find((name) => name in shape) ?? '_id';
}

/** Whether the site shows the operator's order for this type (the others list newest first). */
export const isOrderedType = (type: TContentType) =>
  !(DATED_CONTENT_TYPES as readonly string[]).includes(type);

/** The form's value of a field: text for every kind but booleans. */
export type TContentFormValues = Record<string, string | boolean>;

export function toFormValues(fields: TContentField[], item?: Record<string, unknown>): TContentFormValues {
  const values: TContentFormValues = {};
  for (const field of fields) {
    const value = item?.[field.name];
    if (field.kind === 'boolean') values[field.name] = value === true;
    else if (field.kind === 'tags') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (field.kind === 'json')
      values[field.name] = value === undefined ? '' : JSON.stringify(value, null, 2);
    else if (field.kind === 'number') values[field.name] = value === undefined ? '' : String(value);
    else values[field.name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * The request body of the form's values; a JSON field that does not parse is reported by name (the schema
 * check then runs on the rest).
 */
export function toRequestBody(fields: TContentField[], values: TContentFormValues) {
  const body: Record<string, unknown> = {};
  const jsonErrors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (field.kind === 'boolean') body[field.name] = raw === true;
    else if (field.kind === 'number') body[field.name] = text === '' ? undefined : Number(text);
    else if (field.kind === 'tags')
      body[field.name] = text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
    else if (field.kind === 'json') {
      if (text === '') body[field.name] = field.isOptional ? undefined : [];
      else
        try {
          body[field.name] = JSON.parse(text) as unknown;
        } catch {
          jsonErrors[field.name] = 'This is not valid JSON. Check the brackets, quotes and commas.';
        }
    } else body[field.name] = typeof raw === 'string' ? raw : '';
  }
  return { body, jsonErrors };
}
