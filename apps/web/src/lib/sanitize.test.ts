import { describe, expect, it } from 'vitest';
import { sanitizeHtml, stripHtml } from './sanitize.ts';

describe('sanitize', () => {
  it('keeps the allowlisted markup and drops scripts and handlers', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>')).toBe(
      '<p>Hi <strong>there</strong></p>',
    );
  });

  it('strips every tag for plain-text previews', () => {
    expect(stripHtml('<p>Senior <em>Engineer</em></p>')).toBe('Senior Engineer');
  });
});
