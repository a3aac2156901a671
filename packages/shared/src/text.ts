import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * One rule for every string the API accepts (ADR 021; docs/ARCHITECTURE.md, "The path of a request"):
 * - never a C0 control (U+0000–U+001F), DEL (U+007F), a C1 control (U+0080–U+009F) or a lone surrogate;
 * - except tab, line feed and carriage return in a field that may hold several lines (prose, rich text).
 * PostgreSQL refuses NUL in text and a lone surrogate in jsonb; the other controls are nothing a person types
 * and can hide text from whoever reads it later.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const isLineBreakOrTab = (code: number) => code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Where the first character the rule refuses sits in `value`, or -1. With `multiline`, tab, LF and CR pass.
 */
export function forbiddenCharacterAt(value: string, { multiline = false } = {}): number {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (multiline && isLineBreakOrTab(code)) continue;
      return i;
    }
    if (code >= 0x7f && code <= 0x9f) return i;
    if (isHighSurrogate(code)) {
      if (isLowSurrogate(value.charCodeAt(i + 1))) i++;
      else return i;
    } else if (isLowSurrogate(code)) return i;
  }
  return -1;
}

/** True when `value` holds nothing the rule refuses (tab, LF and CR only with `multiline`). */
export const isCleanText = (value: string, options: { multiline?: boolean } = {}) =>
  forbiddenCharacterAt(value, options) === -1;

/** The message for a refused value: a line break or a tab in a one-line field says so. */
export const textRuleMessage = (value: unknown) =>
  typeof value === 'string' && isCleanText(value, { multiline: true })
    ? MESSAGES.validation.lineBreaks
    : MESSAGES.validation.controlCharacters;

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string field of a request (a name, an email, a title, a search): `z.string` with the rule. */
export const zText = (params?: StringParams) =>
  z.string(params).refine((value) => isCleanText(value), { error: (issue) => textRuleMessage(issue.input) });

/** A string field that may hold several lines (prose, rich text): tab, LF and CR allowed. */
export const zMultilineText = (params?: StringParams) =>
  z.string(params).refine((value) => isCleanText(value, { multiline: true }), {
    error: MESSAGES.validation.controlCharacters,
  });

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path (`['lines', 0, 'name']`) of the first string in `value`, or of an object key, that the rule
 * refuses even in a several-line field; undefined when there is none (`[]` when `value` itself is that
 * string). The server's net for every parameter, query and body the shared schemas do not cover
 * (plugins/text-rule.ts). A loop, not recursion: a body nested a hundred thousand arrays deep must not
 * overflow the stack.
 */
export function findForbiddenText(value: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isCleanText(current, { multiline: true })) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], key: index, parent: visit });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries)
        if (!isCleanText(key, { multiline: true }))
          return pathOf({ value: key, key: storableText(key), parent: visit });
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] ?? [];
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

const REPLACEMENT = '\ufffd';

/** `value` with every character the several-line rule refuses replaced by U+FFFD. */
export function storableText(value: string): string {
  if (isCleanText(value, { multiline: true })) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const at = forbiddenCharacterAt(value.slice(i, i + 2), { multiline: true });
    if (at === 0) {
      out += REPLACEMENT;
    } else {
      const code = value.charCodeAt(i);
      out += value[i];
      if (isHighSurrogate(code)) out += value[++i] ?? '';
    }
  }
  return out;
}

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Any value the server writes into a json/jsonb column (audit rows copy what staff sent), made safe to store:
 * every string and key cleaned by `storableText`; dates, numbers, booleans and null as they are.
 */
export function toStorableJson<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => toStorableJson(item)) as T;
  if (value && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), toStorableJson(item)]),
    ) as T;
  }
  return value;
}
