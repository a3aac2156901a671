import { REVIEW_ADMIN_MESSAGES, type TAdminReview } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { adminUser, pageOf, visibleReview } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/catalogue/pages/reviews-page.tsx');
});

const listPath = 'GET /api/admin/reviews?page=1&pageSize=25&sort=-createdAt';
const hidePath = `POST /api/admin/reviews/${visibleReview._id}/hide`;
const unhidePath = `POST /api/admin/reviews/${visibleReview._id}/unhide`;
const hiddenReview: TAdminReview = {
  ...visibleReview,
  hidden: true,
  hiddenAt: '2026-03-04T10:00:00.000Z',
  hiddenReason: 'Personal data in the comment',
};

async function openReviews() {
  storeSession(adminUser);
  let review = visibleReview;
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    'GET /api/admin/courses?page=1&pageSize=100&sort=name': { data: pageOf([]) },
    [listPath]: () => ({ data: pageOf([review]) }),
    [hidePath]: ({ body }) => {
      review = { ...hiddenReview, hiddenReason: (body as { reason: string }).reason };
      return { message: REVIEW_ADMIN_MESSAGES.hidden, data: review };
    },
    [unhidePath]: () => {
      review = visibleReview;
      return { message: REVIEW_ADMIN_MESSAGES.unhidden, data: review };
    },
  });
  const view = renderApp('/admin/reviews');
  await findPageHeading('Reviews');
  const row = await screen.findByRole('row', { name: /React from Zero/ });
  return { ...view, api, row };
}

describe('reviews moderation', () => {
  it('shows the rating in words, the sanitized comment and the status', async () => {
    const { row } = await openReviews();
    expect(row).toHaveTextContent('4 of 5');
    expect(within(row).getByText('practical').tagName).toBe('EM');
    expect(row).toHaveTextContent('Visible');
  });

  it('hides a review only with a reason, then shows it hidden with that reason', async () => {
    const { user, api, row } = await openReviews();
    await user.click(within(row).getByRole('button', { name: /^Hide Ravi Kumar's review/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText(REVIEW_ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.find(hidePath)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Personal data in the comment');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(REVIEW_ADMIN_MESSAGES.hidden)).toBeInTheDocument();
    expect(api.find(hidePath).map((r) => r.body)).toEqual([{ reason: 'Personal data in the comment' }]);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /React from Zero/ })).toHaveTextContent(
        'HiddenReason: Personal data in the comment',
      ),
    );
  });

  it('unhides a hidden review at once', async () => {
    const { user, api, row } = await openReviews();
    await user.click(within(row).getByRole('button', { name: /^Hide/ }));
    await user.type(screen.getByLabelText('Reason'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    const unhide = await screen.findByRole('button', { name: /^Unhide Ravi Kumar's review/ });
    await user.click(unhide);
    expect(await screen.findByText(REVIEW_ADMIN_MESSAGES.unhidden)).toBeInTheDocument();
    expect(api.find(unhidePath)).toHaveLength(1);
  });
});
