import type { TArticleDetail, TService } from './content-types/index.ts';
import type { TCourse } from './course.ts';
import { htmlToText } from './html.ts';
import { BRAND_NAME, type TPageHead } from './head-elements.ts';
import { paths } from './paths.ts';

/** Search results show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** The plain text of rich text, cut to what a search result shows. */
export function summarize(html: string): string {
  const text = htmlToText(html);
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** A course page's head: its name, the start of its description, its first image. */
export const courseHead = (course: TCourse): TPageHead => ({
  title: course.name,
  description: summarize(course.description),
  image: course.images[0],
  canonical: paths.courseDetail.to(course.slug),
});

/** A service page's head (docs/product.md#pages). */
export const serviceHead = (service: TService): TPageHead => ({
  title: service.title,
  description: service.shortdescription,
  image: service.image || undefined,
  canonical: paths.serviceDetail.to(service._id),
});

/** An article's page: its title, its summary, its image; an article in Open Graph terms. */
export const articleHead = (article: TArticleDetail): TPageHead => ({
  title: article.title,
  description: article.summary,
  image: article.image || undefined,
  canonical: paths.articleDetail.to(article.slug),
  type: 'article',
});

/** schema.org Course with its Offer, for search engines. */
export function courseJsonLd(course: TCourse, origin: string): Record<string, unknown> {
  const url = new URL(paths.courseDetail.to(course.slug), origin).href;
  const [image] = course.images;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: htmlToText(course.description),
    url,
    ...(image ? { image: new URL(image, origin).href } : {}),
    provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: origin },
    educationalLevel: course.skillLevel,
    about: course.category.name,
    offers: { '@type': 'Offer', price: course.price, priceCurrency: 'USD', category: 'Paid', url },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    ...(course.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating.average,
            ratingCount: course.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON inside <script> ends at the first "</script>": escaping every "<" keeps a course text containing it
 * from closing the tag early (and from injecting markup). U+2028/2029 are escaped for old JSON parsers.
 */
export const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Data as JSON to print inside <script> (a course's JSON-LD), escaped as `escapeScriptJson` says. */
export const serializeJsonLd = (data: unknown) => escapeScriptJson(JSON.stringify(data));
