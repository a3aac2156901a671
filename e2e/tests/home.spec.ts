import { type Page } from '@playwright/test';
import type { TCourseCard, TPartner, TService, TTeamMember, TTestimonial } from '@curio/shared';
import { expect, test, expectLayout, expectNoA11yViolations, expectPath, header } from '../fixtures/index.ts';
import { apiData } from './content-helpers.ts';

/**
 * Home-area pages (docs/product.md#pages) with the seeded demo content: home, founder, About and its partners
 * section.
 */

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('home', () => {
  test('shows the About block, partners, featured courses, services, testimonials and a way in', async ({
    page,
    request,
  }) => {
    const partners = await apiData<TPartner[]>(request, '/partner');
    const courses = await apiData<TCourseCard[]>(request, '/course');
    const services = await apiData<TService[]>(request, '/service');
    const testimonials = await apiData<TTestimonial[]>(request, '/testimonials');
    expect(partners.length && courses.length && services.length && testimonials.length).toBeTruthy();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'About Curio, A Work Force' })).toBeVisible();
    await expect(page.getByText('Upskilling Accelerator')).toBeVisible();

    const logos = region(page, 'The tools and certifications we teach').getByRole('img');
    await expect(logos).toHaveCount(partners.length);
    await expect(logos.first()).toHaveAccessibleName(String(partners[0]?.name));

    const first = courses[0] as TCourseCard;
    const courseLink = region(page, 'Featured courses').getByRole('link', { name: first.name });
    await expect(courseLink).toHaveAttribute('href', `/coursesdetails/${first.slug}`);

    const service = services[0] as TService;
    const serviceLink = region(page, 'Corporate training services').getByRole('link', {
      name: service.title,
    });
    await expect(serviceLink).toHaveAttribute('href', `/service/${service._id}`);

    const quotes = region(page, 'What our learners say');
    await expect(quotes.getByText(String(testimonials[0]?.name), { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Talk to us' }).click();
    await expectPath(page, '/SayHello');
  });

  test('a featured course card opens the course, a service card its service', async ({ page, request }) => {
    const [course] = await apiData<TCourseCard[]>(request, '/course');
    const [service] = await apiData<TService[]>(request, '/service');
    await page.goto('/');
    await region(page, 'Featured courses')
      .getByRole('link', { name: String(course?.name) })
      .click();
    await expectPath(page, `/coursesdetails/${course?.slug}`);
    await page.goto('/');
    await region(page, 'Corporate training services')
      .getByRole('link', { name: String(service?.title) })
      .click();
    await expectPath(page, `/service/${service?._id}`);
    await expect(page.getByRole('heading', { level: 1, name: String(service?.title) })).toBeVisible();
  });

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('fits the screen: no sideways scroll, the menu button, sections stacked', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'About Curio, A Work Force' })).toBeVisible();
      await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
      // Wait for every section's content, so the check covers the whole page as a visitor sees it.
      await expect(region(page, 'Featured courses').getByRole('link').first()).toBeVisible();
      await expect(region(page, 'What our learners say').getByRole('figure').first()).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

      await expectLayout(async () => {
        // The About copy and the graphic stack instead of sitting side by side.
        const copy = await page.getByRole('link', { name: 'View Courses' }).boundingBox();
        const graphic = await page.getByText('Upskilling Accelerator').boundingBox();
        expect(copy && graphic && graphic.y > copy.y + copy.height).toBeTruthy();

        // Course cards form one column, each as wide as the content area.
        const cards = region(page, 'Featured courses').getByRole('listitem');
        const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
        expect(a && b && Math.abs(a.x - b.x) < 1 && b.y >= a.y + a.height).toBeTruthy();
        expect(a && a.width > 300).toBeTruthy();
      });
    });
  });
});

test.describe('founder page', () => {
  test("shows 'Meet Our Founder', the founder and the team it loads", async ({ page, request }) => {
    const team = await apiData<TTeamMember[]>(request, '/team');
    expect(team.length).toBeGreaterThan(0);
    await page.goto('/MastermindsHQ');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Founder' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Portrait of / })).toBeVisible();
    const members = page.getByRole('list', { name: 'Team members' }).getByRole('article');
    await expect(members).toHaveCount(team.length);
    for (const member of team) {
      await expect(page.getByRole('heading', { name: member.name, exact: true })).toBeVisible();
    }
  });
});

test.describe('About page /BondedBrilliance', () => {
  test('has the About section with Get Started and View Courses', async ({ page }) => {
    await page.goto('/BondedBrilliance');
    await expect(page.getByRole('heading', { level: 1, name: 'About Curio, A Work Force' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expectPath(page, '/singup');
    await page.goto('/BondedBrilliance');
    await page.getByRole('main').getByRole('link', { name: 'View Courses' }).click();
    await expectPath(page, '/course');
  });

  test("splits the 'Meet Our Tool Techbelt' logos by the column rule", async ({ page, request }) => {
    const n = (await apiData<TPartner[]>(request, '/partner')).length;
    const third = Math.floor(n / 3);
    const first = Math.max(1, third - 1);
    const expected = [first, third, n - first - third];

    await page.goto('/BondedBrilliance');
    const techbelt = region(page, 'Meet Our Tool Techbelt');
    await expect(techbelt.getByRole('heading', { name: 'Meet Our Tool Techbelt' })).toBeVisible();
    for (const [index, size] of expected.entries()) {
      const column = techbelt.getByRole('list', { name: `Partners, column ${index + 1} of 3` });
      await expect(column.getByRole('listitem')).toHaveCount(size);
    }
  });

  test('shows a partner’s description on hover and on keyboard focus', async ({ page, request }) => {
    const [one, two] = await apiData<TPartner[]>(request, '/partner');
    await page.goto('/BondedBrilliance');
    const techbelt = region(page, 'Meet Our Tool Techbelt');

    const first = techbelt.getByRole('button', { name: String(one?.name), exact: true });
    const firstDescription = techbelt.getByText(String(one?.description), { exact: true });
    await expect(firstDescription).toBeHidden();
    await first.hover();
    await expect(firstDescription).toBeVisible();

    const second = techbelt.getByRole('button', { name: String(two?.name), exact: true });
    const secondDescription = techbelt.getByText(String(two?.description), { exact: true });
    await page.mouse.move(0, 0);
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expect(secondDescription).toBeVisible();
    await expect(second).toHaveAccessibleDescription(String(two?.description));
  });

  test('the home page’s partners link lands on the partners section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Meet all our partners' }).click();
    await expect(page).toHaveURL(/\/BondedBrilliance#partners$/);
    await expect(region(page, 'Meet Our Tool Techbelt').getByRole('heading').first()).toBeInViewport();
  });
});

test.describe('entrance animations (1000 ms, once)', () => {
  const animation = (page: Page) =>
    page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const style = getComputedStyle(heading.closest('.home-reveal') ?? heading);
      return {
        name: style.animationName,
        duration: style.animationDuration,
        count: style.animationIterationCount,
      };
    });

  test('the home sections rise in once, over one second', async ({ page }) => {
    await page.goto('/');
    expect(await animation(page)).toEqual({ name: 'home-rise', duration: '1s', count: '1' });
  });

  test.describe('for a visitor who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves', async ({ page }) => {
      await page.goto('/');
      expect((await animation(page)).name).toBe('none');
    });
  });
});

test.describe('accessibility of the home-area, contact, services and trainer pages', () => {
  const routes = [
    '/',
    '/BondedBrilliance',
    '/MastermindsHQ',
    '/SayHello?service=Cloud%20Labs',
    '/services',
    '/services2',
    '/work',
    '/lateralhirning',
    '/hiretraindepoy',
    '/cloudlab',
    '/assessment',
    '/lms',
    '/beatrainer',
  ];
  for (const route of routes) {
    test(`${route} has no WCAG 2.1 A/AA violations and no console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (entry) => {
        if (entry.type() === 'error') errors.push(entry.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      // Wait until no section is still loading; the helper waits for the entrance animations.
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      await expectNoA11yViolations(page);
      expect(errors, 'console errors').toEqual([]);
    });
  }
});
