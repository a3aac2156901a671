/**
 * Writes the demo course art (original, decorative SVG) under apps/web/public/images/courses/:
 * `<slug>-1.svg` (the catalogue card), `<slug>-2.svg`, `<slug>-3.svg`, and `certificate-demo.svg`.
 * Deterministic: the same slug always draws the same picture, so re-running changes nothing in git.
 *
 *   node --import tsx packages/db/scripts/generate-course-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CATEGORIES } from '../src/seed/courses.ts';
import { CERTIFICATE_DEMO_IMAGE, courseImages, type SeedCategory } from '../src/seed/courses-types.ts';
import { certificateSvg } from './course-art/certificate.ts';
import { courseArt } from './course-art/course-art.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PUBLIC_DIR = path.join(ROOT, 'apps/web/public');

function write(url: string, svg: string) {
  const file = path.join(PUBLIC_DIR, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return file;
}

let written = 0;
for (const category of DEMO_CATEGORIES as SeedCategory[]) {
  for (const course of category.courses) {
    courseImages(course.slug).forEach((url, index) => {
      write(
        url,
        courseArt({ seed: `${course.slug}-${index + 1}`, variant: index, category, title: course.name }),
      );
      written += 1;
    });
  }
}
write(CERTIFICATE_DEMO_IMAGE, certificateSvg());
written += 1;
console.warn(`wrote ${written} SVG files under ${path.relative(ROOT, PUBLIC_DIR)}/images/courses`);
