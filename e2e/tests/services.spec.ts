import { MESSAGES, type TService, type TSlideItem } from '@curio/shared';
import { expect, test, expectLayout, expectPath } from '../fixtures/index.ts';
import { apiData } from './content-helpers.ts';

/**
 * Services (docs/product.md#pages): the list, a service's details, the hub and the corporate pages, with the
 * demo content.
 */

test.describe('services', () => {
  test('/services shows every service; a card opens its details', async ({ page, request }) => {
    const services = await apiData<TService[]>(request, '/service');
    expect(services.length).toBeGreaterThan(0);
    await page.goto('/services');
    const cards = page.getByRole('list', { name: 'Our services' }).getByRole('link');
    await expect(cards).toHaveCount(services.length);

    const service = services[0] as TService;
    await cards.filter({ hasText: service.title }).click();
    await expectPath(page, `/service/${service._id}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(service.shortdescription, { exact: true })).toBeVisible();
    const tags = main.getByRole('list', { name: 'Topics' }).getByRole('listitem');
    await expect(tags).toHaveText(service.tags);
    await expect(page).toHaveTitle(`${service.title} · Curio`);

    await main.getByRole('link', { name: `Enquire about ${service.title}` }).click();
    await expectPath(page, '/SayHello');
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(service.title);
  });

  test("an unknown service says 'Service not found!'", async ({ page }) => {
    await page.goto('/service/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(MESSAGES.content.serviceNotFound, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'See all services' }).click();
    await expectPath(page, '/services');
  });

  test('/services2 has buttons to the five corporate pages', async ({ page }) => {
    await page.goto('/services2');
    const pages = [
      ['Lateral Hiring', '/lateralhirning'],
      ['Hire-Train-Deploy', '/train'],
      ['Cloud Labs', '/cloudlab'],
      ['AI Assessment', '/assessment'],
      ['Learning Management System', '/lms'],
    ] as const;
    for (const [title, path] of pages) {
      await page.goto('/services2');
      await page.getByRole('link', { name: `Explore ${title}` }).click();
      await expectPath(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  for (const { path, api, label } of [
    { path: '/lateralhirning', api: '/lateralHiring', label: 'Lateral hiring programmes' },
    { path: '/lms', api: '/lms', label: 'LMS features' },
  ]) {
    test(`${path} shows the API's items in a carousel that moves`, async ({ page, request }) => {
      const items = await apiData<TSlideItem[]>(request, api);
      expect(items.length).toBeGreaterThan(1);
      await page.goto(path);
      const carousel = page.getByRole('region', { name: label });
      await expect(carousel.getByRole('group')).toHaveCount(items.length);
      const first = items[0] as TSlideItem;
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('heading', { name: first.title, exact: true })).toBeInViewport();
      await carousel.getByRole('button', { name: 'Next' }).click();
      await expect(carousel.getByText(/^Slide 2 of/)).toBeAttached();
    });
  }

  test('/hiretraindepoy shows the role circles', async ({ page }) => {
    await page.goto('/hiretraindepoy');
    const roles = page.getByRole('list', { name: 'Roles we hire and train for' }).getByRole('listitem');
    await expect(roles).toHaveCount(8);
    await expectLayout(async () => {
      const box = await roles.first().boundingBox();
      expect(box && Math.abs(box.width - box.height) < 1, 'a circle is as wide as it is tall').toBeTruthy();
    });
  });

  for (const { path, heading, list } of [
    { path: '/cloudlab', heading: 'Cloud Labs', list: 'Cloud Labs benefits' },
    { path: '/assessment', heading: 'AI Assessment', list: 'What we assess' },
    { path: '/work', heading: 'Learning Solutions', list: 'How we build a programme' },
  ]) {
    test(`${path} shows its content and an enquiry for ${heading}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Enquire about / })).toHaveAttribute(
        'href',
        /^\/SayHello\?service=/,
      );
    });
  }
});
