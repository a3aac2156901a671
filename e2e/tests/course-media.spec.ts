import { type APIRequestContext } from '@playwright/test';
import { MESSAGES, type TAdminCourse, type TCategory } from '@curio/shared';
import {
  expect,
  test,
  apiLogin,
  bearerOf,
  EDITOR,
  editorLogin,
  solidPng,
  expectToast,
} from '../fixtures/index.ts';

/**
 * A course's images on its public page (docs/product.md#catalogue): the first is the cover at the top, and
 * every image is in the page's gallery, worked by buttons, thumbnails, arrow keys and a swipe. Its sample
 * certificate is uploaded in the console like any other image, and shows on the Certificate tab.
 */
test.describe.configure({ mode: 'serial' });

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const word = `Galvorin${letters()}`;
const slug = `${word.toLowerCase()}-kiln-firing`;
let course: TAdminCourse;
let headers: Record<string, string>;

async function adminData<T>(request: APIRequestContext, reply: ReturnType<APIRequestContext['get']>) {
  const answered = await reply;
  expect(answered.ok(), await answered.text()).toBe(true);
  return ((await answered.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  headers = bearerOf(await apiLogin(request, EDITOR));
  const [category] = await adminData<TCategory[]>(request, request.get('/api/category'));
  course = await adminData<TAdminCourse>(
    request,
    request.post('/api/admin/courses', {
      headers,
      data: {
        name: `${word} Kiln Firing`,
        slug,
        category: category?._id,
        duration: '3 weeks',
        lectures: 6,
        videoLessons: 4,
        skillLevel: 'Beginner',
        description: `Fire your first ${word} pots.`,
        price: 39,
        status: 'published',
      },
    }),
  );
  // Three images of different colours, so each one on screen can be told from the others by its address.
  const images: string[] = [];
  for (const rgb of [
    [200, 60, 40],
    [40, 160, 90],
    [50, 80, 200],
  ] as const) {
    const uploaded = await adminData<{ url: string }>(
      request,
      request.post(`/api/admin/courses/${course._id}/images`, {
        headers,
        multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(96, [...rgb]) } },
      }),
    );
    images.push(uploaded.url);
  }
  course = await adminData<TAdminCourse>(
    request,
    request.patch(`/api/admin/courses/${course._id}`, {
      headers,
      data: { images, version: course.updatedAt },
    }),
  );
});

test.afterAll(async ({ request }) => {
  if (course) await request.delete(`/api/admin/courses/${course._id}`, { headers });
});

test('the course page shows every image: the cover on top, all of them in a gallery worked by keyboard and swipe', async ({
  page,
}) => {
  const [cover, second, third] = course.images;
  await page.goto(`/coursesdetails/${slug}`);
  await expect(page.locator('.course-buy__image')).toHaveAttribute('src', cover ?? '');

  const gallery = page.getByRole('region', { name: 'Course images' });
  await gallery.scrollIntoViewIfNeeded();
  const shown = gallery.locator('.course-gallery__image');
  const position = gallery.getByRole('status');
  await expect(position).toHaveText('Image 1 of 3');
  await expect(shown).toHaveAttribute('src', cover ?? '');
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await expect(gallery.getByRole('button', { name: /^Show image \d of 3$/ })).toHaveCount(3);

  // The keyboard: the buttons, then the arrow keys and Home/End wherever focus is in the gallery.
  await gallery.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('Enter');
  await expect(position).toHaveText('Image 2 of 3');
  await expect(shown).toHaveAttribute('src', second ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Image 3 of 3');
  await expect(shown).toHaveAttribute('src', third ?? '');
  await page.keyboard.press('Home');
  await expect(position).toHaveText('Image 1 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Image 3 of 3');
  await expect(gallery.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await gallery.getByRole('button', { name: 'Show image 2 of 3' }).click();
  await expect(position).toHaveText('Image 2 of 3');
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A swipe to the left on a touch screen shows the next image, to the right the previous one.
  const stage = gallery.locator('.course-gallery__stage');
  const swipe = async (fromX: number, toX: number) => {
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: 200 };
    await stage.dispatchEvent('pointerdown', { ...touch, clientX: fromX });
    await stage.dispatchEvent('pointerup', { ...touch, clientX: toX });
  };
  await swipe(320, 120);
  await expect(position).toHaveText('Image 3 of 3');
  await swipe(120, 320);
  await expect(position).toHaveText('Image 2 of 3');

  // On a phone the gallery fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await stage.boundingBox())?.width).toBeLessThanOrEqual(390);
});

test('the editor uploads a certificate demo, and the course page’s Certificate tab shows it', async ({
  page,
}) => {
  await editorLogin(page, `/admin/courses/${course._id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(course.name);
  await page.getByLabel('Certificate demo file', { exact: true }).setInputFiles({
    name: 'certificate.png',
    mimeType: 'image/png',
    buffer: solidPng(300, [240, 226, 190]),
  });
  await expect(page.getByRole('img', { name: 'The certificate demo now' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, MESSAGES.admin.saved);

  await page.goto(`/coursesdetails/${slug}`);
  await page.getByRole('tab', { name: 'Certificate' }).click();
  const certificate = page
    .getByRole('tabpanel')
    .getByRole('img', { name: `Sample certificate of completion for ${course.name}` });
  await expect(certificate).toHaveAttribute('src', /^\/uploads\/content\/[\w-]+\.webp$/);
  await certificate.scrollIntoViewIfNeeded();
  await expect
    .poll(() => certificate.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
