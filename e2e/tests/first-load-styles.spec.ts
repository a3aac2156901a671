import { type APIRequestContext, type Page } from '@playwright/test';
import { paths, type TConsoleOutline } from '@curio/shared';
import { expect, test, adminLogin, apiLogin, ADMIN, bearerOf } from '../fixtures/index.ts';
import { appliedRules } from '../fixtures/applied-rules.ts';

/**
 * Every page brings its own styles, whatever the way in (docs/product.md#console): each console page and the
 * course preview, opened as the first page of a tab, is styled by every rule that styles it when reached by
 * navigation in a tab that has already loaded every other page (and so every stylesheet of the app).
 */
test.describe.configure({ timeout: 90_000 });

type TAdminPage = keyof typeof paths.admin;

async function firstItemId(request: APIRequestContext, token: string, list: string): Promise<string> {
  const reply = await request.get(`/api${list}?pageSize=1`, { headers: bearerOf({ token }) });
  expect(reply.status(), `${list}: ${await reply.text()}`).toBe(200);
  const item = ((await reply.json()) as { data: { items: { _id: string }[] } }).data.items[0];
  if (!item) throw new Error(`${list} is empty: the demo seed should fill it`);
  return item._id;
}

/** A lesson of the course: its first, or a draft one added for this test (learners never see a draft). */
async function aLessonOf(request: APIRequestContext, token: string, courseId: string): Promise<string> {
  const headers = bearerOf({ token });
  const outline = await request.get(`/api/admin/courses/${courseId}/outline`, { headers });
  const { sections } = ((await outline.json()) as { data: TConsoleOutline }).data;
  const first = sections.flatMap((section) => section.lessons)[0];
  if (first) return first._id;
  const added = await request.post(`/api/admin/courses/${courseId}/sections`, {
    headers,
    data: { title: 'Styles check' },
  });
  const section = ((await added.json()) as { data: TConsoleOutline }).data.sections.at(-1);
  const lesson = await request.post(`/api/admin/sections/${section?._id ?? ''}/lessons`, {
    headers,
    data: { title: 'Styles check', kind: 'text' },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  return ((await lesson.json()) as { data: { _id: string } }).data._id;
}

/**
 * One address per page of the console's route table: a key added to `paths.admin` without an example here
 * does not compile, so a new console page is in this test from its first day.
 */
async function consolePages(request: APIRequestContext): Promise<Record<TAdminPage, string>> {
  const { token } = await apiLogin(request, ADMIN);
  const [course, order, user, faq, certificate] = await Promise.all([
    firstItemId(request, token, paths.admin.courses),
    firstItemId(request, token, paths.admin.orders),
    firstItemId(request, token, paths.admin.users),
    firstItemId(request, token, paths.admin.contentType.to('faqs')),
    firstItemId(request, token, paths.admin.certificates),
  ]);
  const lesson = await aLessonOf(request, token, course);
  const { admin } = paths;
  return {
    root: admin.root,
    dashboard: admin.dashboard,
    courses: admin.courses,
    courseNew: admin.courseNew,
    course: admin.course.to(course),
    courseLearning: admin.courseLearning.to(course),
    courseLessons: admin.courseLessons.to(course),
    lesson: admin.lesson.to(lesson),
    categories: admin.categories,
    orders: admin.orders,
    order: admin.order.to(order),
    inbox: admin.inbox,
    reviews: admin.reviews,
    users: admin.users,
    user: admin.user.to(user),
    certificates: admin.certificates,
    certificate: admin.certificate.to(certificate),
    audit: admin.audit,
    broadcasts: admin.broadcasts,
    content: admin.content,
    contentType: admin.contentType.to('faqs'),
    contentNew: admin.contentNew.to('faqs'),
    contentItem: admin.contentItem.to('faqs', faq),
    settings: admin.settings,
  };
}

/**
 * A navigation inside the app, as a link's click makes it (React Router's browser history: a new entry,
 * then the router reads it), to any address without needing a link to it on the current page.
 */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    const state = history.state as { idx?: number } | null;
    history.pushState(
      { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 },
      '',
      path,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, to);
}

/** The page has its heading and nothing on it is still loading. */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  // Three tabs load console pages at once: on a loaded machine a first load (its chunks, the session's check)
  // can take longer than the usual bound.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.spinner, .page-spinner, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

test('each console page and the course preview, loaded first, have the styles they have after navigation', async ({
  page,
  context,
}) => {
  const consoleAddresses = await consolePages(page.request);
  const courseId = consoleAddresses.course.split('/').pop() ?? '';
  const addresses = [...new Set([...Object.values(consoleAddresses), paths.coursePreview.to(courseId)])];
  // Every console page is loaded three times: the bound grows with their number (a bound, not a wait).
  test.setTimeout(30_000 + addresses.length * 8_000);
  const catalogue = await page.request.get('/api/course');
  const firstCourse = ((await catalogue.json()) as { data: { slug: string }[] }).data[0];
  if (!firstCourse) throw new Error('the demo seed has no published course');
  await adminLogin(page, paths.courseDetail.to(firstCourse.slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Three tabs at once. Two load each address as a new document, nothing loaded before it. The first tab,
  // which opened a public course page, opens every page once by navigation (so it holds every stylesheet
  // they load), then each again; the rules that style each view are compared at the end.
  const firstLoadRules = new Map<string, Set<string>>();
  const navigatedRules = new Map<string, Set<string>>();
  const firstLoads = [await context.newPage(), await context.newPage()];
  const loadFirst = async (tab: Page, address: string) => {
    await tab.goto(address, { waitUntil: 'domcontentloaded' });
    await settled(tab, address);
    firstLoadRules.set(address, new Set(await appliedRules(tab)));
  };
  const navigate = async (address: string) => {
    await navigateInApp(page, address);
    await settled(page, address);
    navigatedRules.set(address, new Set(await appliedRules(page)));
  };
  const missing = (address: string) => {
    const direct = firstLoadRules.get(address) ?? new Set();
    return [...(navigatedRules.get(address) ?? [])].filter((rule) => !direct.has(rule));
  };
  await Promise.all([
    ...firstLoads.map(async (tab, index) => {
      for (const address of addresses.filter((_, i) => i % firstLoads.length === index)) {
        await loadFirst(tab, address);
      }
    }),
    (async () => {
      for (const address of addresses) {
        await navigateInApp(page, address);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      for (const address of addresses) await navigate(address);
    })(),
  ]);

  const unstyled: string[] = [];
  const [tab = page] = firstLoads;
  for (const address of addresses.filter((candidate) => missing(candidate).length > 0)) {
    // Either view may have been measured before late content (a chart, an image) was placed: measure both
    // again until they have settled.
    await loadFirst(tab, address);
    await navigate(address);
    try {
      await expect
        .poll(
          async () => {
            firstLoadRules.set(address, new Set(await appliedRules(tab)));
            navigatedRules.set(address, new Set(await appliedRules(page)));
            return missing(address);
          },
          { timeout: 3_000 },
        )
        .toEqual([]);
    } catch {
      unstyled.push(`${address}: ${missing(address).join(' | ')}`);
    }
  }
  expect(unstyled, 'rules that style the page after navigation but not as a first load').toEqual([]);
});
