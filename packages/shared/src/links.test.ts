import { describe, expect, it } from 'vitest';
import { isLink, LINK_MAX, linksToShow } from './links.ts';
import { MESSAGES } from './messages.ts';
import { zLink } from './rules.ts';

const REFUSED = [
  ['a script', 'javascript:alert(1)'],
  ['a script in capitals', 'JaVaScRiPt:alert(1)'],
  ['a data URL', 'data:text/html,<script>alert(1)</script>'],
  ['plain http', 'http://x.example/a'],
  ['another host without a scheme', '//evil.example'],
  ['a backslash after the slash', '/\\evil.example'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['an encoded tab between the slashes', ' /%09/evil'],
  ['an encoded slash after the slash', '/%2F/evil.example'],
  ['an encoded backslash after the slash', '/%5Cevil.example'],
  ['a NUL inside', '/cour\u0000se'],
  ['a space inside', '/my course'],
  ['https without a host', 'https://'],
  ['https without its slashes', 'https:evil.example'],
  ['an empty mailto', 'mailto:'],
  ['a relative path', 'course'],
  ['a link past the limit', `https://x.example/${'a'.repeat(LINK_MAX)}`],
] as const;

const ACCEPTED = [
  ['an https address', 'https://x.example/a', 'https://x.example/a'],
  ['a mailto address', 'mailto:a@b.example', 'mailto:a@b.example'],
  ['a page of this site', '/course', '/course'],
  ['a page with a query', '/course?category=design#top', '/course?category=design#top'],
  ['controls and spaces around it, trimmed', '\t /course\r\n\u0000', '/course'],
] as const;

describe('zLink: https://, mailto: or a page of this site', () => {
  it.each(REFUSED)('refuses %s', (_, value) => {
    expect(isLink(value.trim())).toBe(false);
    const result = zLink('Enter a link.').safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.links.invalid);
  });

  it.each(ACCEPTED)('accepts %s', (_, value, stored) => {
    expect(zLink('Enter a link.').parse(value)).toBe(stored);
  });

  it('answers a blank required link with the field’s own message, and lets a blank optional one through', () => {
    expect(zLink('Enter a link.').safeParse(' \t').error?.issues[0]?.message).toBe('Enter a link.');
    expect(zLink().parse(' ')).toBe('');
    expect(zLink().safeParse('//evil.example').success).toBe(false);
  });
});

describe('linksToShow', () => {
  it('keeps the links that keep the rule, in their order, and leaves out the rest', () => {
    const links = [
      { label: 'A', url: 'https://a.example' },
      { label: 'B', url: '//evil.example' },
      { label: 'C', url: '/course' },
      { label: 'D', url: 'javascript:alert(1)' },
    ];
    expect(linksToShow(links).map((link) => link.label)).toEqual(['A', 'C']);
  });
});
