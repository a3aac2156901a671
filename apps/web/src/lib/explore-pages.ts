import { SITE_PAGES } from '@curio/shared';
import { paths } from './paths.ts';

/**
 * Pages that no menu leads to, named as the pages name themselves (SITE_PAGES: their <h1>): the footer's
 * Explore column and the home page's explore block both list them, so every page is reachable by clicking.
 * The testimonials page is linked at the address docs/product.md#pages names first, /what-client.
 */
export const EXPLORE_PAGES = [
  { to: paths.media, title: SITE_PAGES.media.title, text: SITE_PAGES.media.description },
  { to: paths.awards, title: SITE_PAGES.awards.title, text: SITE_PAGES.awards.description },
  { to: paths.community, title: SITE_PAGES.community.title, text: SITE_PAGES.community.description },
  { to: paths.jobs, title: SITE_PAGES.jobs.title, text: SITE_PAGES.jobs.description },
  {
    to: paths.whatClient,
    title: SITE_PAGES.testimonials.title,
    text: SITE_PAGES.testimonials.description,
  },
] as const;
