/** What every HTML mail of the site shares: escaping and the branded card it sits in. */
import { escapeHtml } from './escape-html.ts';

export { escapeHtml };

/**
 * A mail's HTML: the brand as a heading on a white card, `body` (already escaped HTML) below it. Tables and
 * inline styles, because that is what mail clients render.
 */
export function mailHtml({ brand, body, width = 560 }: { brand: string; body: string; width?: number }) {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f1633">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#5b21b6">${escapeHtml(brand)}</h1>
${body}
</td></tr></table></td></tr></table></body></html>`;
}
