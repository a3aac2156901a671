import { describe, expect, it } from 'vitest';
import { htmlToText } from './html.ts';

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
