import { COURSE_MESSAGES, MESSAGES, type TCoursePreview } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { course, courseTabLabels, othersReview, quiz } from '#web/features/courses/test/fixtures.ts';

beforeAll(async () => {
  await import('./course-preview-page.tsx');
});

const M = MESSAGES.coursePreview;
const path = `/course-preview/${course._id}`;
const previewKey = `GET /api/admin/courses/${course._id}/preview`;
const draft: TCoursePreview = { course, status: 'draft', quiz, reviews: [othersReview] };

function openAsEditor(reply: Parameters<typeof stubApi>[0] = { [previewKey]: { data: draft } }) {
  storeSession({ ...testUser, role: 'editor' });
  const api = stubApi(reply);
  return { ...renderApp(path), api };
}

const panel = () => screen.getByRole('tabpanel');

describe('course preview /course-preview/:id', () => {
  it('shows a draft as the public course page, under a banner with its status and the way back', async () => {
    openAsEditor();
    await findPageHeading(course.name);
    const banner = screen.getByRole('note', { name: 'Preview' });
    expect(banner).toHaveTextContent(M.notice);
    expect(banner).toHaveTextContent(M.status.draft);
    expect(within(banner).getByRole('link', { name: M.backToEditor })).toHaveAttribute(
      'href',
      `/admin/courses/${course._id}`,
    );
    // A draft has no public page to open.
    expect(within(banner).queryByRole('link', { name: M.openPublicPage })).not.toBeInTheDocument();

    // The visitor's page, in the site's own layout: header, stats, price, the six tabs, the footer.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('$ 49 USD')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(courseTabLabels);
    await waitFor(() => expect(document.title).toBe(`Preview: ${course.name} · Curio`));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('switches off Add to Cart and Add to Wishlist, saying why, and sends nothing', async () => {
    const { api, user } = openAsEditor();
    await findPageHeading(course.name);
    for (const name of ['Add to Cart', 'Add to Wishlist']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(M.buyOff);
      await user.click(button);
    }
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the quiz questions read-only and no way to submit, from the preview read alone', async () => {
    const { api, user } = openAsEditor();
    await findPageHeading(course.name);
    await user.click(screen.getByRole('tab', { name: 'Quiz' }));
    const first = within(panel()).getByRole('group', { name: 'Q1. What does JSX compile to?' });
    expect(within(first).getAllByRole('radio')).toHaveLength(3);
    within(first)
      .getAllByRole('radio')
      .forEach((radio) => expect(radio).toBeDisabled());
    expect(within(panel()).getByText(M.quizOff)).toBeInTheDocument();

    const next = within(panel()).getByRole('button', { name: 'Continue' });
    await user.click(next);
    await user.click(next);
    expect(within(panel()).getByRole('group', { name: 'Q3. Where do effects run?' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    expect(
      within(panel()).queryByRole('link', { name: MESSAGES.auth.loginRequired }),
    ).not.toBeInTheDocument();
    // Neither the public quiz nor the public reviews (both 404 for a draft) were asked for.
    expect(api.find(`GET /api/course/${course._id}/quiz`)).toEqual([]);
    expect(api.find(`GET /api/course/${course._id}/reviews`)).toEqual([]);
    expect(api.find(previewKey)).toHaveLength(1);
  });

  it("shows the course's reviews and no way to write one", async () => {
    const { user } = openAsEditor();
    await findPageHeading(course.name);
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(
      within(panel()).getByRole('article', { name: `Review by ${othersReview.name}` }),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(M.reviewsOff)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('links a published course to its public page', async () => {
    openAsEditor({ [previewKey]: { data: { ...draft, status: 'published' } } });
    await findPageHeading(course.name);
    const banner = screen.getByRole('note', { name: 'Preview' });
    expect(banner).toHaveTextContent(M.status.published);
    expect(within(banner).getByRole('link', { name: M.openPublicPage })).toHaveAttribute(
      'href',
      `/coursesdetails/${course.slug}`,
    );
  });

  it('asks an anonymous visitor to log in, without asking the server', async () => {
    const api = stubApi({ [previewKey]: { data: draft } });
    renderApp(path);
    await findPageHeading('Course preview');
    expect(screen.getByText(MESSAGES.auth.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.find(previewKey)).toEqual([]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a learner the 403 page the server answered', async () => {
    storeSession();
    stubApi({ [previewKey]: { status: 403, message: MESSAGES.auth.forbidden } });
    renderApp(path);
    await findPageHeading('Access denied');
    expect(screen.getByText(MESSAGES.admin.forbiddenPage)).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('says the course does not exist when the server answers 404', async () => {
    openAsEditor({ [previewKey]: { status: 404, message: COURSE_MESSAGES.courseNotFound } });
    await findPageHeading(COURSE_MESSAGES.courseNotFound);
  });
});
