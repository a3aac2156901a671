import type { TCourse } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';
import { BRAND_NAME } from '#web/lib/brand.ts';
import { stripTags } from '#web/lib/sanitize.ts';

/** schema.org Course for search engines (issue #3 §5). */
export function courseJsonLd(course: TCourse, origin: string): Record<string, unknown> {
  const url = new URL(paths.courseDetail.to(course.slug), origin).href;
  const [image] = course.images;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: stripTags(course.description),
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
 * from closing the tag early (and from injecting markup).
 */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export function CourseJsonLd({ course }: { course: TCourse }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(courseJsonLd(course, window.location.origin)) }}
    />
  );
}
