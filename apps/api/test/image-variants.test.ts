import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedImage } from '@curio/db';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageSources,
  imageVariantPath,
  MESSAGES,
} from '@curio/shared';
import { writeMissingImageVariants } from '#api/lib/images.ts';
import { seedImageStore } from '#api/lib/seed-images.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { useTestApp } from './helpers/app.ts';
import { adminUrls, call, readAdminCourse } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { tempDir } from './helpers/temp.ts';
import { multipart, png } from './helpers/uploads.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('responsive image variants (ADR 010)', () => {
  const ctx = useTestApp();
  const fileOf = (url: string) => path.join(ctx.app.config.dataDir, url);

  /**
   * Every variant of a stored image is served, immutable, in its format, as wide as its name or the source.
   */
  async function expectVariants(url: string, sourceWidth: number) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const variant = imageVariantPath(url, width, format);
        const res = await ctx.app.inject({ method: 'GET', url: variant });
        expect(res.statusCode, variant).toBe(200);
        expect(res.headers['content-type'], variant).toBe(`image/${format}`);
        expect(res.headers['cache-control'], variant).toBe(IMMUTABLE);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width], variant).toEqual([
          format,
          Math.min(width, sourceWidth),
        ]);
      }
    }
    // The srcset the web derives from the URL names exactly these files.
    const named = imageSources(url).flatMap((source) =>
      source.srcSet.split(', ').map((entry) => entry.split(' ')[0]),
    );
    for (const variant of named) expect(existsSync(fileOf(variant ?? '')), variant).toBe(true);
  }

  it('a course image upload writes AVIF and WebP at 480, 960 and 1440 w, never enlarged', async () => {
    const course = await aCourse(await aCategory());
    const editor = await editorAuth(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: adminUrls.courseImages(course.id),
      ...multipart('image', 'photo.png', 'image/png', await png(1600, 900), editor),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data as { url: string };
    const stored = await ctx.app.inject({ method: 'GET', url });
    expect(stored.headers['cache-control']).toBe(IMMUTABLE);
    // The course image is 960 px wide: the 1440 w names hold the 960 px picture.
    await expectVariants(url, 960);
    const names = await readdir(path.dirname(fileOf(url)));
    expect(names.filter((name) => name.startsWith(path.basename(url, '.webp')))).toHaveLength(7);

    // A variant is one size of an image, not an image a course may name.
    const loaded = await readAdminCourse(ctx.app, editor, course.id);
    const refused = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      images: [imageVariantPath(url, 480, 'webp')],
      version: loaded.updatedAt,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.admin.courseImageUnknown);
  });

  it('an avatar gets its variants, and replacing it deletes the old image with every variant', async () => {
    const me = await signedInUser(ctx.app);
    const upload = async (size: number) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/update',
        ...multipart('profileImage', 'me.png', 'image/png', await png(size, size), me.auth),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.profileImage as string;
    };
    const first = await upload(800);
    await expectVariants(first, 512);

    const second = await upload(600);
    const oldFiles = [
      first,
      ...IMAGE_VARIANT_FORMATS.flatMap((f) => IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(first, w, f))),
    ];
    for (const file of oldFiles) expect(existsSync(fileOf(file)), file).toBe(false);
    await expectVariants(second, 512);
  });

  it('writes the variants an image stored before them lacks, once', async () => {
    const dir = path.join(ctx.app.config.dataDir, 'uploads', 'courses');
    await mkdir(dir, { recursive: true });
    const url = '/uploads/courses/legacy-0a1b2c.webp';
    await writeFile(
      fileOf(url),
      await sharp(await png(300, 200))
        .webp()
        .toBuffer(),
    );

    expect(await writeMissingImageVariants(ctx.app.fileStorage)).toMatchObject({
      completed: 1,
      failed: [],
    });
    await expectVariants(url, 300);
    expect(await writeMissingImageVariants(ctx.app.fileStorage)).toMatchObject({
      completed: 0,
    });
  });

  it('the seed keeps an SVG as it is and sends a raster through the upload pipeline, or refuses it', async () => {
    const webDist = tempDir('web-dist');
    await mkdir(path.join(webDist, 'images'), { recursive: true });
    await writeFile(path.join(webDist, 'images', 'hero.png'), await png(2000, 1000));
    const storeSeedImage = seedImageStore(ctx.app.fileStorage, webDist);
    const hooks = { ...contentSeedHooks, storeSeedImage };

    expect(await seedImage('/images/courses/web-1.svg', hooks)).toBe('/images/courses/web-1.svg');
    await expect(seedImage('/images/hero.png', contentSeedHooks)).rejects.toThrow(/raster image/);

    const url = await seedImage('/images/hero.png', hooks);
    expect(url).toMatch(/^\/uploads\/seed\/hero-[0-9a-f]{12}\.webp$/);
    expect((await sharp(fileOf(url)).metadata()).width).toBe(1440);
    await expectVariants(url, 1440);
    // The same picture seeded again is the same upload.
    expect(await seedImage('/images/hero.png', hooks)).toBe(url);
    await expect(storeSeedImage('/../secret.png')).rejects.toThrow(/outside the web app/);
  });
});
