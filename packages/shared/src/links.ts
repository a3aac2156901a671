/**
 * The one rule for a link the site stores and renders (social links, team members' links, broadcasts; ADR
 * 023): an `https://` address, a `mailto:` address, or a page of this site, a path that starts with exactly
 * one `/` (`//host` and `/\host` are other sites to a browser). No zod here, so the public pages can use it.
 */

/** The longest link stored. */
export const LINK_MAX = 500;

/*
 * The WHATWG URL parser drops C0 controls and spaces around a URL and every tab, CR and LF inside it, so
 * `/\t/evil.example` is followed as `//evil.example`. Around the value they are trimmed; inside they are
 * refused, so what is stored is what a browser follows.
 */
// eslint-disable-next-line no-control-regex -- these control characters are what the rule is about
const AROUND = /^[\u0000-\u0020\u007f]+|[\u0000-\u0020\u007f]+$/g;
// eslint-disable-next-line no-control-regex -- C0, DEL and C1 controls
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SPACE = /\s/;

/** The value without control characters and spaces around it (what a browser would ignore there). */
export const trimLink = (value: string): string => value.replace(AROUND, '');

/** Resolved against a placeholder origin: a path that leaves it points at another site. */
const PLACEHOLDER_ORIGIN = 'https://curio.invalid';

/** A path of this site: one `/`, then neither `/` nor `\`, and it stays on this site once resolved. */
function isOwnPath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Whether `value` (trimmed with `trimLink`) is a link the site may store. A site path must stay one after
 * percent-decoding too (`/%2F/evil.example`, `/%09/evil`), since a redirect or a proxy may decode it once.
 * Plain `http://` is refused: every site we link to serves https, and a link must not downgrade a visitor.
 */
export function isLink(value: string): boolean {
  if (value === '' || value.length > LINK_MAX || CONTROL.test(value) || SPACE.test(value)) return false;
  if (value.startsWith('/')) {
    const plain = decoded(value);
    return isOwnPath(value) && plain !== undefined && !CONTROL.test(plain) && isOwnPath(plain);
  }
  if (/^mailto:./i.test(value)) return true;
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The links among `links` that keep the rule: what a public page shows, so a link saved before the rule
 * existed (and never saved again) is left out rather than rendered.
 */
export const linksToShow = <T extends { url: string }>(links: readonly T[]): T[] =>
  links.filter((link) => isLink(link.url));
