import { describe, expect, it } from 'vitest';
import { sanitizeComment, sanitizeEmbed, sanitizeRichText } from '#api/lib/sanitize.ts';

describe('sanitizeComment', () => {
  it('keeps the allowlisted formatting and drops attributes', () => {
    expect(sanitizeComment('<p class="x"><strong>Great</strong> <em>course</em></p>')).toBe(
      '<p><strong>Great</strong> <em>course</em></p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>Nice', 'Nice'],
    ['<img src=x onerror="alert(1)">Nice', 'Nice'],
    ['<a href="javascript:alert(1)">Nice</a>', 'Nice'],
    ['<iframe src="https://evil.example"></iframe>Nice', 'Nice'],
    ['<b onclick="alert(1)">Nice</b>', '<b>Nice</b>'],
  ])('makes %s inert', (input, expected) => {
    expect(sanitizeComment(input)).toBe(expected);
  });
});

describe('sanitizeRichText', () => {
  it('keeps headings and http links, forcing a safe rel', () => {
    expect(sanitizeRichText('<h3>Plan</h3><a href="https://curio.example/x" onclick="x()">go</a>')).toBe(
      '<h3>Plan</h3><a href="https://curio.example/x" rel="noopener noreferrer nofollow">go</a>',
    );
  });

  it('drops javascript: links and scripts', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><script>alert(1)</script>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it.each([
    ['another site without a scheme', '//evil.example'],
    ['a word the browser would resolve against the page', 'course'],
    ['data', 'data:text/html,x'],
  ])(
    'drops the address of a link to %s, as the browser and the Link dialog do (isRichTextLink)',
    (_w, href) => {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    },
  );

  it('leaves its own output as it is, attributes in their order', () => {
    const once = sanitizeRichText('<a title="Plan" href="/course" rel="x">a</a><a href="//x.example">b</a>');
    expect(once).toBe(
      '<a title="Plan" href="/course" rel="noopener noreferrer nofollow">a</a>' +
        '<a rel="noopener noreferrer nofollow">b</a>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps a page of this site, mailto: and tel:, trimmed', () => {
    expect(
      sanitizeRichText('<a href=" /course ">a</a><a href="mailto:a@b.example">b</a><a href="tel:+91">c</a>'),
    ).toBe(
      '<a href="/course" rel="noopener noreferrer nofollow">a</a>' +
        '<a href="mailto:a@b.example" rel="noopener noreferrer nofollow">b</a>' +
        '<a href="tel:+91" rel="noopener noreferrer nofollow">c</a>',
    );
  });
});

describe('sanitizeEmbed', () => {
  const youtube =
    '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" title="Talk"></iframe>';

  it("keeps an https iframe from the platform's embed host", () => {
    expect(sanitizeEmbed(youtube, 'youtube')).toContain(
      'src="https://www.youtube-nocookie.com/embed/abc123"',
    );
  });

  it.each([
    ['a script', '<script src="https://www.youtube.com/x.js"></script>'],
    ['an event handler', '<iframe src="https://www.youtube.com/embed/a" onload="alert(1)"></iframe>'],
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a foreign host', '<iframe src="https://evil.example/embed/a"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube.com/embed/a"></iframe>'],
    ["another platform's host", '<iframe src="https://www.facebook.com/plugins/video.php?href=x"></iframe>'],
  ])('removes %s', (_label, input) => {
    const out = sanitizeEmbed(input, 'youtube');
    expect(out).not.toMatch(/script|onload|javascript:|evil\.example|http:\/\/|facebook/);
  });
});
