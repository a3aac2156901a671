import { COURSE_MESSAGES, COURSE_PAGE_SIZE, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { currentPath, findPageHeading, renderApp } from '#web-test/render-app.tsx';
import {
  catalogueRoutes,
  courseCards,
  firstCard,
  manyCards,
  pagedCourses,
} from '#web/features/courses/test/fixtures.ts';

beforeAll(async () => {
  await import('./courses-page.tsx');
});

const carousel = (name: string) => screen.findByRole('region', { name });
const slideNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('group')
    .map((slide) => within(slide).getByRole('heading').textContent);

describe('course catalogue /course', () => {
  it("is 'Our Course' with one tab per category, the first selected, showing its courses", async () => {
    stubApi(catalogueRoutes);
    renderApp('/course');
    await findPageHeading('Our Course');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Web Development',
      'Data Science',
      'Cloud',
      'Design',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const region = await carousel('Web Development courses');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous courses' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next courses' })).toBeInTheDocument();
  });

  it('repeats the first course to make 4 when a category has exactly 3', async () => {
    stubApi(catalogueRoutes);
    renderApp('/course');
    const region = await carousel('Web Development courses');
    expect(slideNames(region)).toEqual([
      'React from Zero',
      'Node APIs in Practice',
      'Accessible Front Ends',
      'React from Zero',
    ]);
    expect(within(region).getAllByRole('group').at(-1)).toHaveAccessibleName('4 of 4');
  });

  it('shows a card with its image, name, duration and "$ {price} USD", cents only when there are some', async () => {
    stubApi(catalogueRoutes);
    renderApp('/course');
    const region = await carousel('Web Development courses');
    const [first, second] = within(region).getAllByRole('article');
    expect(first).toHaveTextContent('React from Zero');
    expect(first).toHaveTextContent('5 weeks');
    expect(first).toHaveTextContent('$ 49 USD');
    expect(second).toHaveTextContent('$ 59.50 USD');
    expect(first?.querySelector('img')).toHaveAttribute('src', firstCard.images[0]);
  });

  it('lists no slides of another category, and switches category with the arrow keys', async () => {
    stubApi(catalogueRoutes);
    const { user } = renderApp('/course');
    await carousel('Web Development courses');
    screen.getByRole('tab', { name: 'Web Development' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Data Science' })).toHaveAttribute('aria-selected', 'true');
    const region = await carousel('Data Science courses');
    expect(slideNames(region)).toEqual(['Python for Analysts', 'Machine Learning Basics']);
  });

  it('says so when a category has no course', async () => {
    stubApi(catalogueRoutes);
    const { user } = renderApp('/course');
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    expect(
      await screen.findByText('There are no Design courses yet. Try another category.'),
    ).toBeInTheDocument();
  });

  it('opens /coursesdetails/{slug} from a card', async () => {
    stubApi(catalogueRoutes);
    const { user, router } = renderApp('/course');
    const region = await carousel('Web Development courses');
    await user.click(within(region).getAllByRole('link', { name: firstCard.name })[0] as HTMLElement);
    await waitFor(() => expect(currentPath(router)).toBe(`/coursesdetails/${firstCard.slug}`));
  });

  it("sends an anonymous visitor to /login with 'Please login to add course to cart.'", async () => {
    const api = stubApi(catalogueRoutes);
    const { user, router } = renderApp('/course');
    const region = await carousel('Web Development courses');
    await user.click(
      within(region).getAllByRole('button', { name: `Add ${firstCard.name} to cart` })[0] as HTMLElement,
    );
    expect(await screen.findByText(MESSAGES.cart.loginRequired)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(api.find('POST /api/cart/add-to-cart')).toHaveLength(0);
  });

  it("sends an anonymous visitor to /login with 'Please login to add course to wishlist.'", async () => {
    stubApi(catalogueRoutes);
    const { user, router } = renderApp('/course');
    const region = await carousel('Web Development courses');
    await user.click(
      within(region).getAllByRole('button', { name: `Add ${firstCard.name} to wishlist` })[0] as HTMLElement,
    );
    expect(await screen.findByText(MESSAGES.wishlist.loginRequired)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it("adds to the cart for a signed-in user: { courseId, quantity: 1 } and 'Course added to cart!'", async () => {
    storeSession();
    const api = stubApi({ ...catalogueRoutes, 'POST /api/cart/add-to-cart': { data: null } });
    const { user, router } = renderApp('/course');
    const region = await carousel('Web Development courses');
    await user.click(
      within(region).getAllByRole('button', { name: `Add ${firstCard.name} to cart` })[0] as HTMLElement,
    );
    expect(await screen.findByText(MESSAGES.cart.added)).toBeInTheDocument();
    expect(api.find('POST /api/cart/add-to-cart')[0]?.body).toEqual({ courseId: firstCard._id, quantity: 1 });
    expect(currentPath(router)).toBe('/course');
  });

  it("says 'Failed to add course to wishlist.' when the server refuses", async () => {
    storeSession();
    const api = stubApi({ ...catalogueRoutes, 'POST /api/wishlist/add': { status: 500, message: 'boom' } });
    const { user } = renderApp('/course');
    const region = await carousel('Web Development courses');
    await user.click(
      within(region).getAllByRole('button', { name: `Add ${firstCard.name} to wishlist` })[0] as HTMLElement,
    );
    expect(await screen.findByText(MESSAGES.wishlist.addFailed)).toBeInTheDocument();
    expect(api.find('POST /api/wishlist/add')[0]?.body).toEqual({ courseId: firstCard._id });
  });

  it('shows the failure with a retry when the categories cannot load', async () => {
    let calls = 0;
    stubApi({
      ...catalogueRoutes,
      'GET /api/category': () =>
        ++calls === 1 ? { status: 500, message: 'Database is down' } : { data: [] },
    });
    const { user } = renderApp('/course');
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No courses have been published yet.')).toBeInTheDocument();
  });
});

describe('the catalogue a page at a time (ADR 041)', () => {
  const showing = (shown: number, total: number) => COURSE_MESSAGES.catalogue.showing(shown, total);

  it('shows no count and no button when a category fits in one page (the demo catalogue)', async () => {
    stubApi(catalogueRoutes);
    renderApp('/course');
    await carousel('Web Development courses');
    expect(
      screen.queryByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('adds the next page to the carousel, says how many are shown and focuses the first new card', async () => {
    const api = stubApi({ ...catalogueRoutes, 'GET /api/course?*': pagedCourses(manyCards(30)) });
    const { user } = renderApp('/course');
    await user.click(await screen.findByRole('tab', { name: 'Data Science' }));
    const region = await carousel('Data Science courses');
    expect(within(region).getAllByRole('group')).toHaveLength(COURSE_PAGE_SIZE);
    expect(screen.getByText(showing(COURSE_PAGE_SIZE, 30))).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }));
    expect(await screen.findByText(showing(30, 30))).toBeInTheDocument();
    expect(within(region).getAllByRole('group')).toHaveLength(30);
    const firstNew = within(region).getAllByRole('group')[COURSE_PAGE_SIZE];
    await waitFor(() => expect(firstNew).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveAccessibleName(/Course 25/);
    expect(
      screen.queryByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }),
    ).not.toBeInTheDocument();
    expect(api.queriesOf('/api/course').at(-1)).toEqual({
      category: expect.any(String),
      limit: String(COURSE_PAGE_SIZE),
      cursor: String(COURSE_PAGE_SIZE),
    });
  });

  it('keeps the cards shown and says what to do when the next page fails, then tries again', async () => {
    let isDown = true;
    const pages = pagedCourses(manyCards(30));
    stubApi({
      ...catalogueRoutes,
      'GET /api/course?*': (request) =>
        request.path.includes('cursor=') && isDown ? { status: 503, message: 'Busy' } : pages(request),
    });
    const { user } = renderApp('/course');
    await user.click(await screen.findByRole('tab', { name: 'Data Science' }));
    const region = await carousel('Data Science courses');
    await user.click(screen.getByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.catalogue.loadMoreFailed);
    expect(within(region).getAllByRole('group')).toHaveLength(COURSE_PAGE_SIZE);
    isDown = false;
    await user.click(screen.getByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }));
    expect(await screen.findByText(showing(30, 30))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages search results in a grid, counting every match', async () => {
    stubApi({ ...catalogueRoutes, 'GET /api/course?*': pagedCourses(manyCards(26)) });
    const { user } = renderApp('/course?search=course');
    const results = await screen.findByRole('region', { name: '26 courses found for “course”' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(COURSE_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: COURSE_MESSAGES.catalogue.showMore }));
    expect(await screen.findByText(showing(26, 26))).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(26);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Course 25/));
  });
});

describe('course search (beyond the spec)', () => {
  const found = courseCards.slice(0, 2);

  it('searches on the server as you type, puts ?search= in the URL and counts the results', async () => {
    const api = stubApi({
      ...catalogueRoutes,
      [`GET /api/course?search=react&limit=${COURSE_PAGE_SIZE}`]: pagedCourses(found),
    });
    const { user, router } = renderApp('/course');
    await user.type(await screen.findByRole('searchbox', { name: 'Search courses' }), 'react');
    expect(await screen.findByRole('heading', { name: '2 courses found for “react”' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=react');
    // Debounced: one request for the whole word, not one per keystroke.
    expect(api.requests.filter((r) => r.path.startsWith('/api/course?search='))).toHaveLength(1);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('opens a shared search link with its results and names the query when nothing matches', async () => {
    stubApi({
      ...catalogueRoutes,
      [`GET /api/course?search=cobol&limit=${COURSE_PAGE_SIZE}`]: pagedCourses([]),
    });
    const { user } = renderApp('/course?search=cobol');
    expect(await screen.findByText('No courses match “cobol”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('cobol');
    await user.click(screen.getByRole('button', { name: 'Show all courses' }));
    expect(await screen.findByRole('tab', { name: 'Web Development' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });
});
