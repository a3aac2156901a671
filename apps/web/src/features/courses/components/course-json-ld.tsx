import { courseJsonLd, serializeJsonLd, type TCourse } from '@curio/shared';
import { siteOrigin } from '#web/lib/site-origin.ts';

/** schema.org Course for search engines (issue #3 §5): the same data the server writes into the page. */
export function CourseJsonLd({ course }: { course: TCourse }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(courseJsonLd(course, siteOrigin())) }}
    />
  );
}
