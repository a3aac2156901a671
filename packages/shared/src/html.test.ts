import { describe, expect, it } from 'vitest';
import { htmlToText, isRichTextLink } from './html.ts';
import { LINK_MAX } from './links.ts';

describe('htmlToText', () => {
  it('returns the text of markup with entities decoded and scripts dropped', () => {
    expect(htmlToText('<p>Build <b>APIs</b> &amp; ship</p><script>x()</script>')).toBe('Build APIs & ship');
  });

  it('keeps words of neighbouring blocks apart', () => {
    expect(htmlToText('<p>One.</p><p>Two</p><ul><li>a</li><li>b</li></ul>line<br>break')).toBe(
      'One. Two a b line break',
    );
  });

  it('decodes numeric and named entities, and leaves unknown ones and bare "<" as written', () => {
    expect(htmlToText('&#8220;Q&#x201d;&nbsp;&lt;b&gt; &hellip; &bogus; a < b')).toBe(
      '“Q” <b> … &bogus; a < b',
    );
  });

  it('drops comments and styles', () => {
    expect(htmlToText('a<!-- hidden --><style>p{}</style>b')).toBe('a b');
  });
});

describe('isRichTextLink', () => {
  it.each([
    'https://curio.example/course',
    'http://partner.example',
    'mailto:hello@curio.example',
    'tel:+919800000000',
    '/course',
    '#syllabus',
  ])('keeps %s', (href) => {
    expect(isRichTextLink(href)).toBe(true);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['data', 'data:text/html,x'],
    ['another site without a scheme', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['a scheme without a host', 'https://'],
    ['a relative word', 'course'],
    ['a space inside', 'https://curio.example/a b'],
    ['a tab inside', '/\t/evil.example'],
    ['nothing', ''],
    ['an address past the limit', `https://curio.example/${'a'.repeat(LINK_MAX)}`],
  ])('refuses %s', (_what, href) => {
    expect(isRichTextLink(href)).toBe(false);
  });
});
