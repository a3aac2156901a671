/**
 * The bar's session-dependent links (Login for a visitor; name, bell and cart for a learner) are not known
 * when the HTML is made, at build time (the shell, ADR 009) or on the server (a page, ADR 019): they are
 * marked pending and kept invisible with their room held (styles/header.css) until the app renders the right
 * ones in their place, so a signed-in learner never sees 'Login' flash.
 */
export function markSessionLinksPending(html: string): string {
  const marked = html.replace('<div class="nav-actions">', '<div class="nav-actions" data-pending="">');
  if (marked === html) throw new Error('the rendered bar has no .nav-actions');
  return marked;
}
