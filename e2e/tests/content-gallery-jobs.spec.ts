import {
  applicationsText,
  CONTENT_MESSAGES,
  GALLERY_PLATFORMS,
  MESSAGES,
  salaryText,
  SITE_PAGES,
  type TGalleryItem,
  type TGalleryPlatform,
  type TJob,
} from '@curio/shared';
import {
  expect,
  test,
  apiLogin,
  bearerOf,
  EDITOR,
  expectFieldError,
  expectLayout,
  expectNoA11yViolations,
  expectPath,
} from '../fixtures/index.ts';
import { apiData, box, stubEmbedHosts, textOf } from './content-helpers.ts';

/** Content pages (docs/product.md#pages): /our-gallery (community gallery) and /our-work (jobs). */

const LABELS: Record<TGalleryPlatform, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

test.describe('community gallery (/our-gallery)', () => {
  test.beforeEach(async ({ page }) => stubEmbedHosts(page));

  test('opens on facebook with its posts numbered 01, 02…', async ({ page, request }) => {
    const items = await apiData<TGalleryItem[]>(request, '/communityGallery');
    const facebook = items.filter((item) => item.platform === 'facebook');
    expect(facebook.length).toBeGreaterThan(1);
    await page.goto('/our-gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Gallery' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
    const posts = page.getByRole('tabpanel').getByRole('listitem');
    await expect(posts).toHaveCount(facebook.length);
    for (const [index, item] of facebook.entries()) {
      await expect(posts.nth(index)).toContainText(`${String(index + 1).padStart(2, '0')}${item.title}`);
    }
  });

  test('switches platform, and says when a platform has nothing', async ({ page, request }) => {
    const items = await apiData<TGalleryItem[]>(request, '/communityGallery');
    const count = (platform: TGalleryPlatform) => items.filter((i) => i.platform === platform).length;
    const empty = GALLERY_PLATFORMS.filter((platform) => count(platform) === 0);
    expect(empty.length, 'the demo leaves one platform without posts').toBeGreaterThan(0);

    await page.goto('/our-gallery');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    for (const platform of GALLERY_PLATFORMS) {
      await page.getByRole('tab', { name: LABELS[platform] }).click();
      const panel = page.getByRole('tabpanel');
      if (count(platform) === 0) {
        await expect(panel).toHaveText(MESSAGES.content.noGalleryContent(LABELS[platform]));
      } else {
        await expect(panel.getByRole('listitem')).toHaveCount(count(platform));
      }
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the cards fit the screen and their text is whole', async ({ page, request }) => {
      const items = await apiData<TGalleryItem[]>(request, '/communityGallery');
      const facebook = items.filter((item) => item.platform === 'facebook');
      await page.goto('/our-gallery');
      const posts = page.getByRole('tabpanel').getByRole('listitem');
      await expect(posts).toHaveCount(facebook.length);
      for (const [index, item] of facebook.entries()) {
        const post = posts.nth(index);
        await post.scrollIntoViewIfNeeded();
        await expectLayout(async () => {
          const card = await box(post);
          expect(card.x, `${item.title} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(card.x + card.width, `${item.title} ends on screen`).toBeLessThanOrEqual(390);
        });
        const facade = post.getByRole('button', { name: `Load Facebook post: ${item.title}` });
        await expect(facade).toBeInViewport({ ratio: 1 });
        await expect(post.getByText(item.title, { exact: true })).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test('loads no frame until asked, then the post’s own embed', async ({ page, request }) => {
    const items = await apiData<TGalleryItem[]>(request, '/communityGallery');
    const post = items.find((item) => item.platform === 'youtube') ?? items[0];
    if (!post) throw new Error('no demo gallery posts');
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
    });

    await page.goto(`/our-gallery?platform=${post.platform}`);
    const facade = page.getByRole('button', { name: `Load ${LABELS[post.platform]} post: ${post.title}` });
    await expect(facade).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty, 'nothing was fetched from the platforms before the click').toEqual([]);

    await facade.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.protocol).toBe('https:');
    expect(post.embedLink).toContain(`https://${src.hostname}${src.pathname}`);
    await expect(page.frameLocator('iframe').getByText('Embedded post')).toBeVisible();
  });
});

test.describe('jobs (/our-work)', () => {
  test('shows each job’s type, location, salary, title, description and its applications', async ({
    page,
    request,
  }) => {
    const jobs = await apiData<TJob[]>(request, '/workWithCurio');
    expect(jobs.length).toBeGreaterThan(0);
    await page.goto('/our-work');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Position' })).toBeVisible();
    for (const job of jobs) {
      const card = page.getByRole('article', { name: job.title });
      await expect(card).toContainText(job.jobType);
      await expect(card).toContainText(job.jobLocation);
      await expect(card).toContainText(salaryText(job.salary));
      // Nothing is said of a job nobody applied for yet.
      const applied = card.locator('.job-card__applied');
      if (job.applications > 0) await expect(applied).toHaveText(applicationsText(job.applications));
      else await expect(applied).toHaveCount(0);
      await expect(card).not.toContainText('24 Applied');
      await expect(card.locator('.job-card__description')).not.toContainText('<');
      await expect(card.locator('.job-card__description')).toHaveText(await textOf(page, job.description));
    }
  });

  test('a description keeps its paragraphs and list items apart', async ({ page, request }) => {
    const jobs = await apiData<TJob[]>(request, '/workWithCurio');
    const job = jobs.find((j) => j.description.includes('<li>'));
    if (!job) throw new Error('no demo job with a list in its description');
    const points: string[] = [];
    for (const [, html] of job.description.matchAll(/<li>(.*?)<\/li>/g))
      points.push(await textOf(page, html ?? ''));
    const intro = await textOf(page, /<p>(.*?)<\/p>/.exec(job.description)?.[1] ?? '');
    await page.goto('/our-work');
    const description = page.getByRole('article', { name: job.title }).locator('.job-card__description');
    await expect(description.getByText(intro, { exact: true })).toBeVisible();
    await expect(description.getByRole('listitem')).toHaveText(points);
    // Each on its own line: stripped of its markup, the description ran on as one paragraph. The boxes are
    // read together in one layout (read one by one, a late font or image could move the page between two
    // reads), and read again until the description has settled.
    const notBelow = () =>
      description.evaluate((element, introText) => {
        const first = Array.from(element.querySelectorAll('p')).find(
          (p) => p.textContent?.trim() === introText,
        );
        if (!first) return ['the intro paragraph'];
        let above = first.getBoundingClientRect().bottom;
        const out: string[] = [];
        for (const item of Array.from(element.querySelectorAll('li'))) {
          const r = item.getBoundingClientRect();
          if (r.top < above - 1) out.push(item.textContent?.trim() ?? '');
          above = r.bottom;
        }
        return out;
      }, intro);
    await expect
      .poll(notBelow, { message: 'items that do not start below what comes before them' })
      .toEqual([]);
  });

  test('a new job reached from the footer shows its salary as entered, and counts its applications', async ({
    page,
    request,
  }) => {
    const headers = bearerOf(await apiLogin(request, EDITOR));
    const created = await request.post('/api/admin/content/jobs', {
      headers,
      data: {
        title: `Data Mentor ${Date.now()}`,
        description: '<p>Mentor data analysts.</p>',
        jobType: 'Part-time',
        jobLocation: 'Pune',
        salary: '₹18–24 LPA',
        published: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const job = ((await created.json()) as { data: TJob }).data;
    try {
      await page.goto('/');
      const explore = page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' });
      await explore.getByRole('link', { name: SITE_PAGES.jobs.title, exact: true }).click();
      await expectPath(page, '/our-work');
      const card = page.getByRole('article', { name: job.title });
      await expect(card.locator('.job-card__salary')).toHaveText('₹18–24 LPA');
      await expect(card.locator('.job-card__applied')).toHaveCount(0);

      await card.getByRole('button', { name: `Apply for ${job.title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
      await dialog.getByRole('button', { name: 'Send Application' }).click();
      await expectFieldError(dialog.getByLabel('Full Name'), CONTENT_MESSAGES.nameRequired);
      await expectFieldError(dialog.getByLabel('Phone'), MESSAGES.validation.phoneInvalid);
      await expectFieldError(dialog.getByLabel('Cover Letter'), CONTENT_MESSAGES.fieldRequired);

      await dialog.getByLabel('Full Name').fill('Priya Nair');
      await dialog.getByLabel('Email').fill('priya.e2e@example.com');
      await dialog.getByLabel('Phone').fill('9876543210');
      await dialog.getByLabel('Cover Letter').fill('Six years of teaching data analysis to working teams.');
      await dialog.getByRole('button', { name: 'Send Application' }).click();
      await expect(dialog.getByRole('status')).toHaveText(CONTENT_MESSAGES.applicationReceived);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.locator('.job-card__applied')).toHaveText('1 application');
    } finally {
      await request.delete(`/api/admin/content/jobs/${job._id}`, { headers });
    }
  });
});

test.describe('accessibility', () => {
  test.use({ reducedMotion: 'reduce' });

  test('/our-gallery and /our-work have no WCAG A/AA violations', async ({ page }) => {
    await stubEmbedHosts(page);
    await page.goto('/our-gallery');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/our-work');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
