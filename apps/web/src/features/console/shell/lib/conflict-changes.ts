import { CONFLICT_MESSAGES as C } from '@curio/shared';

/**
 * What a stale save compares (ADR 030): the values an editor loaded, the server's current ones and what the
 * operator typed, each a record of the form's values by field name.
 */
export type TConflictValues = Readonly<Record<string, unknown>>;

/** A field the notice can name: its name in the values, its label on screen, and how its value reads. */
export type TConflictField = {
  name: string;
  label: string;
  /** The value as a person reads it (a category's name for its id); the default suits text and lists. */
  readable?: (value: unknown) => string;
};

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div';

/** Rich text as lines: a block a line, a list item with a dash. Parsed inert (DOMParser runs nothing). */
function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  body.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  body.querySelectorAll('li').forEach((item) => item.prepend('- '));
  body.querySelectorAll(BLOCKS).forEach((block) => block.append('\n'));
  return (body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);
const indent = (text: string) => text.replaceAll('\n', '\n   ');

/**
 * Any form value as text: rich text without its tags, numbers and yes/no, a list numbered with its items
 * indented, a row (`{ title, description }`) as its parts on lines; '(empty)' for nothing.
 */
export function readableValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = looksLikeHtml(value) ? htmlToText(value) : value.trim();
    return text === '' ? C.empty : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : C.empty;
  if (typeof value === 'boolean') return value ? C.yes : C.no;
  if (Array.isArray(value)) {
    if (value.length === 0) return C.empty;
    return value.map((item, index) => `${String(index + 1)}. ${indent(readableValue(item))}`).join('\n');
  }
  if (value !== null && typeof value === 'object') {
    const parts = Object.values(value)
      .map(readableValue)
      .filter((part) => part !== C.empty);
    return parts.length === 0 ? C.empty : parts.join('\n');
  }
  return C.empty;
}

// Form values are plain data (text, numbers, rows of them), so their JSON is their identity.
const isSame = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between two versions, in the form's order. */
export const differingFields = (
  fields: readonly TConflictField[],
  before: TConflictValues,
  after: TConflictValues,
): TConflictField[] => fields.filter((field) => !isSame(before[field.name], after[field.name]));

/** 'Name', 'Name and Duration', 'Name, Slug and Duration'. */
export function listLabels(fields: readonly TConflictField[]): string {
  const labels = fields.map((field) => field.label);
  const last = labels.pop();
  if (last === undefined) return '';
  return labels.length === 0 ? last : `${labels.join(', ')} and ${last}`;
}

/**
 * The operator's unsaved changes as text to paste anywhere: a heading, then each changed field's label and
 * value (on the same line when it is one line). Null when nothing differs from what was loaded.
 */
export function changesText(
  fields: readonly TConflictField[],
  loaded: TConflictValues,
  mine: TConflictValues,
): string | null {
  const changed = differingFields(fields, loaded, mine);
  if (changed.length === 0) return null;
  const entries = changed.map(({ name, label, readable = readableValue }) => {
    const text = readable(mine[name]);
    return text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`;
  });
  return [C.copyHeading, ...entries].join('\n\n');
}
