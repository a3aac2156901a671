import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it.each([
    '<img src=x onerror="alert(1)">',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload="alert(1)"></svg>',
    '<iframe src="https://evil.example"></iframe>',
  ])('makes %s inert in both profiles', (payload) => {
    for (const profile of ['comment', 'rich'] as const) {
      expect(sanitizeHtml(payload, profile)).not.toMatch(/onerror|onload|<script|javascript:|<iframe|<img/i);
    }
  });

  it('keeps formatting in comments but no links', () => {
    expect(sanitizeHtml('<p><b>Good</b> <a href="https://x.example">link</a></p>', 'comment')).toBe(
      '<p><b>Good</b> link</p>',
    );
  });

  it('keeps https links in rich text', () => {
    expect(sanitizeHtml('<a href="https://x.example">link</a>', 'rich')).toBe(
      '<a href="https://x.example">link</a>',
    );
  });
});
