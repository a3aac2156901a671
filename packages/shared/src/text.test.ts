import { describe, expect, it } from 'vitest';
import {
  findForbiddenText,
  forbiddenCharacterAt,
  isCleanText,
  MESSAGES,
  toStorableJson,
  ZAddress,
  ZLeadRequest,
  ZSignupRequest,
  zMultilineText,
  zText,
} from './index.ts';

const V = MESSAGES.validation;
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('the text rule (ADR 021)', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a C0 control', '\u0001'],
    ['escape', '\u001b'],
    ['the last C0 control', '\u001f'],
    ['DEL', '\u007f'],
    ['a C1 control (NEL)', '\u0085'],
    ['the last C1 control', '\u009f'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
    ['a low surrogate before a high one', '\udc00\ud800'],
  ])('refuses %s in any field', (_, char) => {
    expect(isCleanText(`a${char}b`)).toBe(false);
    expect(isCleanText(`a${char}b`, { multiline: true })).toBe(false);
    expect(forbiddenCharacterAt(`ab${char}`, { multiline: true })).toBe(2);
  });

  it.each([
    ['tab', '\t'],
    ['line feed', '\n'],
    ['carriage return', '\r'],
  ])('takes a %s only where a field may hold several lines', (_, char) => {
    expect(isCleanText(`a${char}b`)).toBe(false);
    expect(isCleanText(`a${char}b`, { multiline: true })).toBe(true);
  });

  it.each([
    ['plain text', 'Priya Sharma'],
    ['accents and other scripts', 'Zoë, 東京, Ελλάδα, नमस्ते'],
    ['an emoji (a surrogate pair)', 'Great course 👍🏽'],
    ['the first character past the C1 block', '\u00a0\u00e9'],
    ['an empty string', ''],
  ])('accepts %s', (_, text) => {
    expect(isCleanText(text)).toBe(true);
    expect(forbiddenCharacterAt(text)).toBe(-1);
  });
});

describe('the zod building blocks', () => {
  it('refuses a control character in a one-line field with the rule’s message, before any other', () => {
    expect(firstMessage(zText().min(5).safeParse('a\u0000'))).toBe(V.controlCharacters);
    expect(firstMessage(zText().safeParse('Ann\tLee'))).toBe(V.lineBreaks);
    expect(firstMessage(zText().safeParse('Ann\nLee'))).toBe(V.lineBreaks);
  });

  it('lets a several-line field keep its line breaks and tabs, never a control character', () => {
    expect(zMultilineText().parse('Dear team,\r\n\tthanks')).toBe('Dear team,\r\n\tthanks');
    expect(firstMessage(zMultilineText().safeParse('a\u0007b'))).toBe(V.controlCharacters);
    expect(firstMessage(zMultilineText().safeParse('a\ud800'))).toBe(V.controlCharacters);
  });

  it('holds every shared request schema to it: the forms refuse what the server refuses', () => {
    const signup = { email: 'a@b.co', name: 'Ann Lee', phone: '9876543210', password: 'secret' };
    expect(firstMessage(ZSignupRequest.safeParse({ ...signup, name: 'Ann\u0000' }))).toBe(
      V.controlCharacters,
    );
    expect(firstMessage(ZSignupRequest.safeParse({ ...signup, email: 'a\u0085@b.co' }))).toBe(
      V.controlCharacters,
    );
    const lead = { name: 'Ann Lee', email: 'a@b.co', comment: 'Hello\nthere' };
    expect(ZLeadRequest.safeParse(lead).success).toBe(true);
    expect(ZLeadRequest.safeParse({ ...lead, name: 'Ann\nLee' }).success).toBe(false);
    const address = { name: 'Ann Lee', fullAddress: '12 Park Road\nPune', mobile: '9876543210' };
    expect(ZAddress.safeParse(address).success).toBe(true);
    expect(firstMessage(ZAddress.safeParse({ ...address, fullAddress: 'Pune\udfff' }))).toBe(
      V.controlCharacters,
    );
  });
});

describe('findForbiddenText: the server’s net over parameters and bodies', () => {
  it('names the first refused string or key, however deep', () => {
    expect(findForbiddenText({ a: 'ok', lines: [{ name: 'ok' }, { name: 'b\u0000' }] })).toEqual([
      'lines',
      1,
      'name',
    ]);
    expect(findForbiddenText({ ['k\ud800']: 1 })).toEqual(['k\ufffd']);
    expect(findForbiddenText('\u007f')).toEqual([]);
  });

  it('walks a value nested far deeper than the call stack would allow', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findForbiddenText(deep)).toHaveLength(depth);
    expect(findForbiddenText(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeUndefined();
  });

  it('passes line breaks, tabs, numbers and clean text', () => {
    expect(findForbiddenText({ a: 'x\r\n\ty', n: 1, b: [true, null], d: undefined })).toBeUndefined();
  });
});

describe('toStorableJson: what the server writes to a json column', () => {
  it('replaces every refused character, in values and keys, with U+FFFD, and keeps the rest', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      toStorableJson({
        name: 'a\u0000b',
        ['k\ud800']: ['x\udfff', 'ok 👍', 'line\nbreak'],
        n: 2,
        at,
        none: null,
      }),
    ).toEqual({ name: 'a\ufffdb', 'k\ufffd': ['x\ufffd', 'ok 👍', 'line\nbreak'], n: 2, at, none: null });
  });

  it('makes any string JSON that PostgreSQL takes (no \\u0000, no lone surrogate escape)', () => {
    const stored = JSON.stringify(toStorableJson({ v: '\u0000\ud800\udbff\udc00x\udc00' }));
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f]/i);
    expect(JSON.parse(stored)).toEqual({ v: '\ufffd\ufffd\udbff\udc00x\ufffd' });
  });
});
