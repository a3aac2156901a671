import { COURSE_MESSAGES, MESSAGES, type TReview } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { course, detailRoutes, othersReview, ownReview } from '#web/features/courses/test/fixtures.ts';

beforeAll(async () => {
  await import('#web/features/courses/pages/course-detail-page.tsx');
});

const reviewsPath = `/api/course/${course._id}/reviews`;

async function openReviews(routes = detailRoutes()) {
  const api = stubApi(routes);
  const view = renderApp(`/coursesdetails/${course.slug}`);
  await findPageHeading(course.name);
  await view.user.click(await screen.findByRole('tab', { name: 'Reviews' }));
  return { ...view, api };
}

const reviewBy = (name: string) => screen.findByRole('article', { name: `Review by ${name}` });

describe('reviews panel', () => {
  it('lists each review with name, stars, rendered comment and update date', async () => {
    await openReviews(detailRoutes({ [`GET ${reviewsPath}`]: { data: [ownReview, othersReview] } }));
    const review = await reviewBy(ownReview.name);
    expect(within(review).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(review).getByText('practical').tagName).toBe('EM');
    expect(within(review).getByText('3 Feb 2025')).toHaveAttribute('datetime', ownReview.updatedAt);
  });

  it('renders a hostile comment inert', async () => {
    const hostile: TReview = {
      ...othersReview,
      comment: '<img src=x onerror="alert(1)"><script>alert(2)</script>ok',
    };
    await openReviews(detailRoutes({ [`GET ${reviewsPath}`]: { data: [hostile] } }));
    const review = await reviewBy(othersReview.name);
    expect(review.querySelector('img, script, [onerror]')).toBeNull();
    expect(within(review).getByText('ok')).toBeInTheDocument();
  });

  it("shows Edit and Delete only on the signed-in user's own review", async () => {
    storeSession();
    await openReviews(detailRoutes({ [`GET ${reviewsPath}`]: { data: [ownReview, othersReview] } }));
    const own = await reviewBy(ownReview.name);
    const others = await reviewBy(othersReview.name);
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // One review per user per course: no second "Write a review".
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("asks an anonymous visitor to log in: 'Please login' links to /login, and no Edit anywhere", async () => {
    await openReviews(detailRoutes({ [`GET ${reviewsPath}`]: { data: [ownReview, othersReview] } }));
    await reviewBy(ownReview.name);
    expect(screen.getByRole('link', { name: MESSAGES.auth.loginRequired })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('adds a review: clicked stars and a comment, then the modal closes and the list and course reload', async () => {
    storeSession();
    let reviews: TReview[] = [othersReview];
    const { user, api } = await openReviews(
      detailRoutes({
        [`GET ${reviewsPath}`]: () => ({ data: reviews }),
        [`POST /api/course/${course._id}/review`]: ({ body }) => {
          const { rating, comment } = body as { rating: number; comment: string };
          reviews = [{ ...ownReview, rating, comment }, othersReview];
          return { status: 201, data: reviews[0] };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByText('5 stars'));
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Loved the projects.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find(`POST /api/course/${course._id}/review`)[0]?.body).toEqual({
      rating: 5,
      comment: 'Loved the projects.',
    });
    expect(await screen.findByText('Loved the projects.')).toBeInTheDocument();
    expect(await screen.findByText(COURSE_MESSAGES.reviewAdded)).toBeInTheDocument();
    expect(api.find(`GET ${reviewsPath}`)).toHaveLength(2);
    await waitFor(() => expect(api.find(`GET /api/course/slug/${course.slug}`)).toHaveLength(2));
  });

  it('asks for a rating before sending, and the stars work from the keyboard', async () => {
    storeSession();
    const { user, api } = await openReviews();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog'); // the form loads its code on opening
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Good.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(COURSE_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(api.find(`POST /api/course/${course._id}/review`)).toHaveLength(0);
    within(dialog).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' {ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(dialog).queryByText(COURSE_MESSAGES.ratingRequired)).not.toBeInTheDocument();
  });

  it('keeps the modal open with the server message when the server refuses (409)', async () => {
    storeSession();
    const { user } = await openReviews(
      detailRoutes({
        [`POST /api/course/${course._id}/review`]: { status: 409, message: COURSE_MESSAGES.reviewDuplicate },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog'); // the form loads its code on opening
    await user.click(within(dialog).getByText('4 stars'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Again.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText(COURSE_MESSAGES.reviewDuplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your review' })).toHaveValue('Again.');
  });

  it('edits in a prefilled modal and sends a PUT; Cancel closes without sending', async () => {
    storeSession();
    const putKey = `PUT /api/course/${course._id}/review/${ownReview._id}`;
    const { user, api } = await openReviews(
      detailRoutes({
        [`GET ${reviewsPath}`]: { data: [ownReview] },
        [putKey]: { data: { ...ownReview, rating: 2 } },
      }),
    );
    await user.click(within(await reviewBy(ownReview.name)).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Your review' })).toHaveValue(ownReview.comment);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find(putKey)).toHaveLength(0);

    await user.click(within(await reviewBy(ownReview.name)).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    await user.click(within(dialog).getByText('2 stars'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.find(putKey)[0]?.body).toEqual({ rating: 2, comment: ownReview.comment });
    expect(await screen.findByText(COURSE_MESSAGES.reviewUpdated)).toBeInTheDocument();
  });

  it("confirms 'Are you sure you want to delete this review?' before deleting", async () => {
    storeSession();
    const deleteKey = `DELETE /api/course/${course._id}/review/${ownReview._id}`;
    let reviews: TReview[] = [ownReview, othersReview];
    const { user, api } = await openReviews(
      detailRoutes({
        [`GET ${reviewsPath}`]: () => ({ data: reviews }),
        [deleteKey]: () => {
          reviews = [othersReview];
          return { data: null };
        },
      }),
    );
    const own = await reviewBy(ownReview.name);
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete review' });
    expect(dialog).toHaveTextContent(MESSAGES.course.confirmReviewDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(deleteKey)).toHaveLength(0);

    await user.click(within(await reviewBy(ownReview.name)).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Review by ${ownReview.name}` })).not.toBeInTheDocument(),
    );
    expect(api.find(deleteKey)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
  });
});
