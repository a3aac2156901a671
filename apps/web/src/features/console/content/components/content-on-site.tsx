import { MESSAGES, type TContentType } from '@curio/shared';
import type { TContentItem } from '#web/features/console/content/api/content.ts';
import {
  hasItemPages,
  itemPageOf,
  sitePagesOf,
  titleFieldOf,
  type TSitePage,
} from '#web/features/console/content/lib/content-fields.ts';

const M = MESSAGES.admin;

/** 'Home' and 'About Curio, A Work Force': quoted, since a page's name may hold a comma. */
const namesOf = (pages: readonly TSitePage[]) => pages.map((page) => `‘${page.title}’`).join(' and ');

/** 'View on site': the public page in a new tab, so the console stays where the operator left it. */
function ViewOnSiteLink({ to, pageTitle }: { to: string; pageTitle: string }) {
  return (
    <a href={to} target="_blank" rel="noreferrer" className="content-on-site__link">
      {M.viewOnSite}
      <span className="visually-hidden">
        {' '}
        ({pageTitle}, {M.opensInNewTab})
      </span>
    </a>
  );
}

/**
 * Which public pages a content type feeds (its definition's `sitePages`, docs/ARCHITECTURE.md "Content
 * types"), with a link to the main one: on the content types list and on a type's list.
 */
export function TypeOnSite({ type }: { type: TContentType }) {
  const pages = sitePagesOf(type);
  const [main] = pages;
  if (!main) return null;
  return (
    <p className="content-on-site">
      {M.shownOn(namesOf(pages))}
      {hasItemPages(type) && ` ${M.itemPages}`} <ViewOnSiteLink to={main.path} pageTitle={main.title} />
    </p>
  );
}

/**
 * Where an item shows, in its editor: its own page when its type gives items one, else its type's page; a
 * link only once it is published (before, the page would not show it, or would be a 404).
 */
export function ItemOnSite({ type, item }: { type: TContentType; item?: TContentItem }) {
  const pages = sitePagesOf(type);
  const [main] = pages;
  if (!main) return null;
  if (!item?.published)
    return (
      <p className="content-on-site">
        {M.shownOncePublished(namesOf(pages))}
        {hasItemPages(type) && ` ${M.itemPages}`}
      </p>
    );
  const own = itemPageOf(type, item);
  return (
    <p className="content-on-site">
      {own ? M.ownPage(own) : M.shownOn(namesOf(pages))}{' '}
      <ViewOnSiteLink
        to={own ?? main.path}
        pageTitle={own ? String(item[titleFieldOf(type)] ?? '') : main.title}
      />
    </p>
  );
}
