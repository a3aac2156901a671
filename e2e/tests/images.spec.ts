import { type Page } from '@playwright/test';
import type { TAdminCourse } from '@curio/shared';
import { expect, test, apiLogin, bearerOf, EDITOR, readCatalogue, solidPng } from '../fixtures/index.ts';

/**
 * ADR 010 on a phone: every image has its size before it loads (no layout shift), only what is above the
 * fold is fetched eagerly, and an uploaded picture reaches the browser as one of its AVIF variants.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type TImageFacts = {
  src: string;
  hasSize: boolean;
  isEager: boolean;
  isHighPriority: boolean;
  isAboveTheFold: boolean;
};

/** Every <img> of the page as it stands, read at the top of the page. */
async function imagesOf(page: Page): Promise<TImageFacts[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        src: image.getAttribute('src') ?? '',
        hasSize:
          (image.hasAttribute('width') && image.hasAttribute('height')) ||
          !getComputedStyle(image).aspectRatio.startsWith('auto'),
        // No `loading` attribute means eager too: the property says what the browser will do.
        isEager: image.loading !== 'lazy',
        isHighPriority: image.getAttribute('fetchpriority') === 'high',
        isAboveTheFold:
          box.width > 0 &&
          box.height > 0 &&
          box.top < window.innerHeight &&
          box.bottom > 0 &&
          box.left < window.innerWidth &&
          box.right > 0,
      };
    }),
  );
}

function expectSizedAndLazyBelowTheFold(images: TImageFacts[]) {
  for (const image of images) {
    expect(image.hasSize, `${image.src} has a width and height`).toBe(true);
    if (image.isEager) expect(image.isAboveTheFold, `${image.src} is eager, so above the fold`).toBe(true);
  }
}

test('home: every image sized, and none fetched eagerly below the fold', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'About Curio, A Work Force' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured courses' }).getByRole('link').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const images = await imagesOf(page);
  expect(images.length).toBeGreaterThan(10);
  expectSizedAndLazyBelowTheFold(images);
});

test('catalogue: the first card is fetched first, the others lazily', async ({ page, request }) => {
  const { categories, courses } = await readCatalogue(request);
  const firstCourse = courses.find((course) => course.category._id === categories[0]?._id);
  await page.goto('/course');
  const carousel = page.getByRole('region', { name: `${String(categories[0]?.name)} courses`, exact: true });
  await expect(carousel.getByRole('link', { name: firstCourse?.name, exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const images = await imagesOf(page);
  expectSizedAndLazyBelowTheFold(images);
  const cards = images.filter((image) => courses.some((course) => course.images[0] === image.src));
  expect(cards.length).toBeGreaterThan(1);
  expect(cards[0]).toMatchObject({ src: firstCourse?.images[0], isEager: true, isHighPriority: true });
  expect(cards.slice(1).every((card) => !card.isEager)).toBe(true);
});

test('course page: its first image is fetched first, the certificate further down waits', async ({
  page,
  request,
}) => {
  const [course] = (await readCatalogue(request)).courses;
  await page.goto(`/coursesdetails/${String(course?.slug)}`);
  await expect(page.getByRole('heading', { level: 1, name: course?.name })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const images = await imagesOf(page);
  expectSizedAndLazyBelowTheFold(images);
  expect(images.find((image) => image.src === course?.images[0])).toMatchObject({
    isEager: true,
    isHighPriority: true,
    isAboveTheFold: true,
  });
  expect(images.filter((image) => image.isEager)).toHaveLength(1);

  await page.getByRole('tab', { name: 'Certificate' }).click();
  const certificate = page.getByRole('img', {
    name: `Sample certificate of completion for ${String(course?.name)}`,
  });
  await expect(certificate).toHaveAttribute('loading', 'lazy');
  await expect(certificate).toHaveAttribute('width', /\d+/);
  await expect(certificate).toHaveAttribute('height', /\d+/);
  await certificate.scrollIntoViewIfNeeded();
  await expect
    .poll(() => certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('the founder and a service page: the picture at the top is fetched first', async ({ page, request }) => {
  const services = await request.get('/api/service');
  const [service] = ((await services.json()) as { data: { _id: string; title: string }[] }).data;
  for (const [path, heading] of [
    ['/MastermindsHQ', 'Meet Our Founder'],
    [`/service/${String(service?._id)}`, service?.title ?? ''],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const images = await imagesOf(page);
    expectSizedAndLazyBelowTheFold(images);
    expect(
      images.filter((image) => image.isHighPriority),
      path,
    ).toHaveLength(1);
  }
});

test('an uploaded course image is shown as one of its AVIF variants', async ({ page, request }) => {
  const [course] = (await readCatalogue(request)).courses;
  const auth = bearerOf(await apiLogin(request, EDITOR));
  const adminCourse = async () => {
    const reply = await request.get(`/api/admin/courses/${String(course?._id)}`, { headers: auth });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: TAdminCourse }).data;
  };
  const setImages = async (images: string[]) => {
    const { updatedAt } = await adminCourse();
    const reply = await request.patch(`/api/admin/courses/${String(course?._id)}`, {
      headers: auth,
      data: { images, version: updatedAt },
    });
    expect(reply.status(), await reply.text()).toBe(200);
  };

  const seeded = (await adminCourse()).images;
  const upload = await request.post(`/api/admin/courses/${String(course?._id)}/images`, {
    headers: auth,
    multipart: {
      image: { name: 'cover.png', mimeType: 'image/png', buffer: solidPng(1200, [200, 120, 40]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  await setImages([url, ...seeded]);

  try {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(url.replace(/\.webp$/, ''))) fetched.push(new URL(response.url()).pathname);
    });
    await page.goto(`/coursesdetails/${String(course?.slug)}`);
    const image = page.locator('.course-buy__image');
    await expect(image).toHaveAttribute('src', url);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // 390 px wide at 1×: the 480 w AVIF, and nothing else of this image.
    const chosen = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(chosen).toBe(url.replace(/\.webp$/, '-480w.avif'));
    expect(fetched).toEqual([chosen]);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  } finally {
    await setImages(seeded);
  }
});
