import {
  CONTENT_TYPE_DEFINITIONS,
  fieldLabelOf,
  findSitePage,
  type TContentFieldKind,
  type TContentType,
} from '@curio/shared';
import { readableValue, type TConflictField } from '#web/features/console/shell/lib/conflict-changes.ts';

/**
 * The console's form of a content type, read from its definition in packages/shared (content-types/):
 * the fields in order, each with its marker (which control edits it), its label, its choices and hint.
 */

export type { TContentFieldKind };

export type TChoice = { value: string; label: string };

export type TContentField = {
  name: string;
  label: string;
  kind: TContentFieldKind;
  isOptional: boolean;
  /** The choices of a choice field, each with the words a person reads. */
  options: readonly TChoice[];
  /** A line under the control saying what the field is for. */
  hint?: string;
  /** A slug's source: a new item's slug follows this field until the editor writes one. */
  slugFrom?: string;
};

/** One social link as the form edits it (`zContentLink`). */
export type TLinkRow = { label: string; url: string };

const slugHint = (address: string) =>
  `The page's address: ${address}. Lower-case words and dashes; a new item's follows its title until you edit it. A changed slug keeps the old address working.`;

export const CONTENT_TYPE_LABELS = Object.fromEntries(
  Object.entries(CONTENT_TYPE_DEFINITIONS).map(([type, definition]) => [type, definition.label]),
) as Record<TContentType, string>;

/** The form's fields for a content type, one per field of its definition, in the definition's order. */
export function contentFieldsOf(type: TContentType): TContentField[] {
  const { fields } = CONTENT_TYPE_DEFINITIONS[type];
  return Object.entries(fields).map(([name, field]) => {
    const isOptional = field.input.safeParse(undefined).success;
    const labels: Readonly<Record<string, string>> = 'choiceLabels' in field ? field.choiceLabels : {};
    const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
    const slug = 'slug' in field ? field.slug : undefined;
    return {
      name,
      label: fieldLabelOf(name, field),
      kind: field.kind,
      isOptional,
      options,
      ...(slug && { hint: slugHint(slug.address), slugFrom: slug.from }),
    };
  });
}

/**
 * The fields as a stale save names them and copies them (ADR 030): a choice reads as its label, the rest
 * as the notice writes any value.
 */
export const contentConflictFields = (fields: readonly TContentField[]): TConflictField[] =>
  fields.map(({ name, label, options }) => ({
    name,
    label,
    ...(options.length > 0 && {
      readable: (value: unknown) =>
        options.find((option) => option.value === value)?.label ?? readableValue(value),
    }),
  }));

/** The field a list shows as the item's name. */
export const titleFieldOf = (type: TContentType): string => CONTENT_TYPE_DEFINITIONS[type].title;

/** Whether the site shows the operator's order for this type (the others list newest first). */
export const isOrderedType = (type: TContentType) => CONTENT_TYPE_DEFINITIONS[type].order === 'position';

/** A public page, named as it names itself (its <h1>, SITE_PAGES). */
export type TSitePage = { path: string; title: string };

/** The public pages a type feeds (its definition's `sitePages`), the main one first. */
export const sitePagesOf = (type: TContentType): TSitePage[] =>
  CONTENT_TYPE_DEFINITIONS[type].sitePages.map((path) => ({
    path,
    title: findSitePage(path)?.title ?? path,
  }));

/** Whether each published item of the type has a page of its own (services, articles). */
export const hasItemPages = (type: TContentType) => CONTENT_TYPE_DEFINITIONS[type].itemPage !== undefined;

/**
 * The address of an item's own page, from its id or slug, when its type gives items pages of their own and
 * the item is published (an unpublished item's page is a 404).
 */
export function itemPageOf(type: TContentType, item: { published: boolean } & Record<string, unknown>) {
  const page = CONTENT_TYPE_DEFINITIONS[type].itemPage;
  const key = page ? item[page.key] : undefined;
  return page && item.published && typeof key === 'string' && key !== '' ? page.to(key) : undefined;
}

/** The form's value of a field: text for most kinds, rows for links. */
export type TContentFormValues = Record<string, string | boolean | TLinkRow[]>;

export function toFormValues(fields: TContentField[], item?: Record<string, unknown>): TContentFormValues {
  const values: TContentFormValues = {};
  for (const field of fields) {
    const value = item?.[field.name];
    if (field.kind === 'tags') values[field.name] = Array.isArray(value) ? value.join(', ') : '';
    else if (field.kind === 'links')
      values[field.name] = Array.isArray(value)
        ? (value as TLinkRow[]).map(({ label, url }) => ({ label, url }))
        : [];
    else if (field.kind === 'year') values[field.name] = value === undefined ? '' : String(value);
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
    if (field.kind === 'year') body[field.name] = text === '' ? undefined : Number(text);
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
