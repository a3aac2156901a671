import { courseJsonLd, serializeJsonLd, type TCourse } from '@curio/shared';
import { siteOrigin } from '#web/lib/site-origin.ts';
import { isServerRender } from '#web/lib/server-render.ts';

/** schema.org Course for search engines (ADR 008): the same data the server writes into the page. */
export function CourseJsonLd({ course }: { course: TCourse }) {
  // A server render (ADR 019) leaves it to the server, which writes the same JSON-LD into the page's head.
  if (isServerRender()) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(courseJsonLd(course, siteOrigin())) }}
    />
  );
}
