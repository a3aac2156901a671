import {
  CERTIFICATE_MESSAGES,
  COMMERCE_MESSAGES,
  COURSE_MESSAGES,
  LEARNING_MESSAGES,
  LESSON_KIND_LABELS,
  MESSAGES,
  type TCourseOwnership,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { myCertificate } from '#web-test/certificate-fixtures.ts';
import { node } from '#web-test/commerce-fixtures.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { currentPath, findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { course, courseTabLabels, detailRoutes, outline } from '#web/features/courses/test/fixtures.ts';

beforeAll(async () => {
  await import('./course-detail-page.tsx');
});

const path = `/coursesdetails/${course.slug}`;
/** Another course than the page's: its certificate is not this page's. */
const elsewhere = { _id: node._id, name: node.name, slug: node.slug };

describe('course detail /coursesdetails/:slug', () => {
  it('shows the header stats, the price and the buy buttons', async () => {
    stubApi(detailRoutes());
    renderApp(path);
    await findPageHeading(course.name);
    const stats = Object.fromEntries(
      Array.from(document.querySelectorAll('.course-stats__item')).map((item) => [
        item.querySelector('dt')?.textContent,
        item.querySelector('dd')?.textContent,
      ]),
    );
    expect(stats).toEqual({
      Duration: course.duration,
      Lectures: '42',
      'Video Lessons': '36',
      'Skill Level': 'Beginner',
      'Students Enrolled': '1,280',
    });
    expect(screen.getByText('$ 49 USD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('has the six tabs, Professionals first, each showing its content', async () => {
    stubApi(detailRoutes());
    const { user } = renderApp(path);
    await findPageHeading(course.name);
    // The tabs' code loads after the first screen (the header) has rendered.
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(courseTabLabels);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByText('real interfaces')).toContainHTML('strong');
    expect(within(panel()).getByText('Hooks in depth')).toBeInTheDocument();
    expect(within(panel()).getByText('Developers who know some JavaScript.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(within(panel()).getByText('Twelve weeks from components to deployment.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Curriculum' }));
    expect(await within(panel()).findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Module 2 State and effects' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    expect(await within(panel()).findByText('What does JSX compile to?')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Certificate' }));
    expect(
      within(panel()).getByRole('img', { name: `Sample certificate of completion for ${course.name}` }),
    ).toHaveAttribute('src', course.certificateDemo);

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await within(panel()).findByText('Rohan Iyer')).toBeInTheDocument();
  });

  it('shows every image of a course in a gallery, worked by its buttons, thumbnails and keys', async () => {
    const images = ['/images/courses/react.svg', '/images/courses/node.svg', '/images/courses/css.svg'];
    stubApi(detailRoutes({ [`GET /api/course/slug/${course.slug}`]: { data: { ...course, images } } }));
    const { user } = renderApp(path);
    const gallery = within(await screen.findByRole('region', { name: COURSE_MESSAGES.gallery.title }));
    const shown = () => gallery.getByRole('group', { name: /^Image \d of 3$/ });
    expect(within(shown()).getByRole('img')).toHaveAttribute('src', images[0]);
    expect(gallery.getByRole('status')).toHaveTextContent('Image 1 of 3');

    await user.click(gallery.getByRole('button', { name: COURSE_MESSAGES.gallery.previous }));
    expect(gallery.getByRole('status')).toHaveTextContent('Image 3 of 3');
    expect(within(shown()).getByRole('img', { name: `${course.name}: image 3 of 3` })).toHaveAttribute(
      'src',
      images[2],
    );
    await user.click(gallery.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(within(shown()).getByRole('img')).toHaveAttribute('src', images[1]);
    expect(gallery.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{End}');
    expect(gallery.getByRole('status')).toHaveTextContent('Image 3 of 3');
  });

  it('has no gallery for a course with only its cover', async () => {
    stubApi(detailRoutes());
    renderApp(path);
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('region', { name: COURSE_MESSAGES.gallery.title })).not.toBeInTheDocument();
  });

  it('says so on the Certificate tab when there is no sample the site can show', async () => {
    for (const certificateDemo of ['', 'https://cdn.example/certificate.png']) {
      stubApi(
        detailRoutes({ [`GET /api/course/slug/${course.slug}`]: { data: { ...course, certificateDemo } } }),
      );
      const { user, unmount } = renderApp(path);
      await user.click(await screen.findByRole('tab', { name: 'Certificate' }));
      const panel = within(screen.getByRole('tabpanel'));
      expect(panel.getByText(COURSE_MESSAGES.noCertificateDemo)).toBeInTheDocument();
      expect(panel.queryByRole('img')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows a learner who holds the course’s certificate that certificate in place of the sample', async () => {
    storeSession();
    const mine = myCertificate({ course: { _id: course._id, name: course.name, slug: course.slug } });
    const other = myCertificate({ _id: 'otherotherotherotherother2', course: elsewhere });
    stubApi(detailRoutes({ 'GET /api/user/certificates': { data: { items: [other, mine] } } }));
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('tab', { name: 'Certificate' }));
    const panel = within(screen.getByRole('tabpanel'));
    const card = within(await panel.findByRole('article', { name: course.name }));
    expect(card.getByText('Valid')).toBeInTheDocument();
    expect(card.getByRole('link', { name: CERTIFICATE_MESSAGES.downloadPdf })).toHaveAttribute(
      'href',
      mine.urls.pdf,
    );
    expect(card.getByRole('link', { name: CERTIFICATE_MESSAGES.addToLinkedIn })).toHaveAttribute(
      'href',
      mine.urls.linkedIn,
    );
    expect(card.getByRole('button', { name: CERTIFICATE_MESSAGES.copyLink })).toBeInTheDocument();
    expect(panel.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the sample for a learner without this course’s certificate', async () => {
    storeSession();
    stubApi(
      detailRoutes({
        'GET /api/user/certificates': { data: { items: [myCertificate({ course: elsewhere })] } },
      }),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('tab', { name: 'Certificate' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(
      await panel.findByRole('img', { name: `Sample certificate of completion for ${course.name}` }),
    ).toBeInTheDocument();
    expect(panel.queryByRole('article')).not.toBeInTheDocument();
  });

  it('sets the title, description, Open Graph image and schema.org Course JSON-LD', async () => {
    stubApi(
      detailRoutes({
        [`GET /api/course/slug/${course.slug}`]: { data: { ...course, name: 'React </script><b>x' } },
      }),
    );
    renderApp(path);
    await findPageHeading('React </script><b>x');
    await waitFor(() => expect(document.title).toBe('React </script><b>x · Curio'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Build real interfaces with React.',
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/images/courses/react.svg`,
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(script?.innerHTML).toContain('\\u003c/script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'React </script><b>x',
      description: 'Build real interfaces with React.',
      offers: { price: 49, priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
  });

  it('shows a not-found page with a way back for an unknown slug', async () => {
    stubApi({ 'GET /api/course/slug/nope': { status: 404, message: COURSE_MESSAGES.courseNotFound } });
    const { user, router } = renderApp('/coursesdetails/nope');
    await findPageHeading(COURSE_MESSAGES.courseNotFound);
    expect(screen.getByText('404')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all courses' }));
    await waitFor(() => expect(currentPath(router)).toBe('/course'));
  });

  it('sends an anonymous Add to Cart to /login with the message', async () => {
    stubApi(detailRoutes());
    const { user, router } = renderApp(path);
    await findPageHeading(course.name);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(MESSAGES.cart.loginRequired)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it("adds to the wishlist when signed in: 'Course added to wishlist!'", async () => {
    storeSession();
    const api = stubApi(detailRoutes({ 'POST /api/wishlist/add': { data: null } }));
    const { user } = renderApp(path);
    await findPageHeading(course.name);
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText(MESSAGES.wishlist.added)).toBeInTheDocument();
    expect(api.find('POST /api/wishlist/add')[0]?.body).toEqual({ courseId: course._id });
  });

  it("says 'Failed to add course to cart.' while the cart route does not exist yet (404)", async () => {
    storeSession();
    stubApi(detailRoutes());
    const { user } = renderApp(path);
    await findPageHeading(course.name);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(MESSAGES.cart.addFailed)).toBeInTheDocument();
  });

  it('lists the published lessons in the Curriculum tab beside the modules, a preview linked', async () => {
    stubApi(detailRoutes());
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('tab', { name: 'Curriculum' }));
    const panel = screen.getByRole('tabpanel');
    const section = (await within(panel).findByRole('heading', { name: 'Getting started' })).closest('li');
    if (!section) throw new Error('no section');
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Welcome${LESSON_KIND_LABELS.video} · 2:05${LEARNING_MESSAGES.previewBadge}`,
      `Reading the docs${LESSON_KIND_LABELS.text}`,
    ]);
    expect(
      within(section).getByRole('link', { name: `${LEARNING_MESSAGES.previewBadge}: Welcome` }),
    ).toHaveAttribute('href', `/learn/${course.slug}/${outline.sections[0]?.lessons[0]?._id}`);
    expect(within(panel).getByText('1 section · 2 lessons · 2:05')).toBeInTheDocument();
    // The curriculum's modules stay.
    expect(within(panel).getByRole('heading', { name: 'Module 1 Components and props' })).toBeInTheDocument();
  });

  it.each([
    [undefined, LEARNING_MESSAGES.startLearning],
    [{ completedLessons: 1, lastActivityAt: '2025-03-01T10:00:00.000Z' }, LEARNING_MESSAGES.continueLearning],
  ])('leads an enrolled learner into the lessons (%o): %s', async (progress, label) => {
    storeSession();
    const mine = progress
      ? [
          {
            courseId: course._id,
            slug: course.slug,
            percent: 50,
            totalLessons: 2,
            completed: false,
            ...progress,
          },
        ]
      : [];
    stubApi(
      detailRoutes({
        'GET /api/booking/enrolled': { data: [{ courseId: course._id, state: 'enrolled' }] },
        'GET /api/learn/my-courses': { data: { courses: mine } },
      }),
    );
    renderApp(path);
    const link = await screen.findByRole('link', { name: label });
    expect(link).toHaveAttribute('href', `/learn/${course.slug}`);
    // Once started, how far the learner is: the percent in words and as a bar.
    const bar = screen.queryByRole('progressbar', { name: LEARNING_MESSAGES.courseProgress(course.name) });
    if (progress) {
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      expect(
        screen.getByText(
          `${LEARNING_MESSAGES.progressLabel(50)} · ${LEARNING_MESSAGES.lessonsCompleted(1, 2)}`,
        ),
      ).toBeInTheDocument();
    } else {
      expect(bar).not.toBeInTheDocument();
    }
  });

  it.each([
    ['awaiting-payment', 'Awaiting payment', COMMERCE_MESSAGES.awaitingPaymentNote, '/profile?tab=orders'],
    ['enrolled', 'Enrolled', COMMERCE_MESSAGES.enrolledNote, '/profile?tab=journey'],
  ] as [TCourseOwnership, string, string, string][])(
    'says %s instead of Add to Cart for a course the learner has ordered',
    async (state, label, note, href) => {
      storeSession();
      stubApi(detailRoutes({ 'GET /api/booking/enrolled': { data: [{ courseId: course._id, state }] } }));
      renderApp(path);
      await findPageHeading(course.name);
      const link = await screen.findByRole('link', { name: new RegExp(`^${label}`) });
      expect(link).toHaveTextContent(label);
      expect(link).toHaveAttribute('href', href);
      expect(screen.getByText(note)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
      // An order awaiting payment is not an enrolment: the page never says so.
      if (state === 'awaiting-payment') {
        expect(screen.queryByText(/enrolled in/i)).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: LEARNING_MESSAGES.startLearning })).not.toBeInTheDocument();
      }
    },
  );
});
