import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myReview, node, react } from '#web-test/commerce-fixtures.ts';
import { formatNumericDate } from '#web/lib/dates.ts';
import { openProfileTab } from '#web/features/profile/test/open-profile-tab.ts';
import { NO_REVIEWS_TEXT } from './reviews-tab.tsx';

const hostile =
  '<p>Clear and <b>practical</b>.</p><script>window.hacked = true</script>' +
  '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">click</a>';

describe('profile Reviews tab (the learner’s own reviews, GET /api/user/reviews)', () => {
  it('lists exactly the reviews the API returns: course link, stars and date', async () => {
    const { api } = await openProfileTab('reviews', {
      'GET /api/user/reviews': {
        data: [myReview(1, react, 4, '<p>Loved it.</p>'), myReview(2, node, 2, 'Too fast for me.')],
      },
    });
    const list = await screen.findByRole('list', { name: 'Your reviews' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    const reviews = within(list).getAllByRole('article');
    expect(reviews.map((review) => within(review).getByRole('heading', { level: 3 }).textContent)).toEqual([
      react.name,
      node.name,
    ]);

    const first = within(screen.getByRole('article', { name: react.name }));
    expect(first.getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(first.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(first.getByText('Loved it.')).toBeInTheDocument();
    expect(first.getByText(formatNumericDate('2026-01-06T10:00:00.000Z'))).toBeInTheDocument();
    expect(first.getByText(/^Updated/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: node.name })).getByRole('img', { name: '2 out of 5 stars' }),
    ).toBeInTheDocument();
    expect(api.find('GET /api/user/reviews')).toHaveLength(1);
  });

  it('marks a review a moderator hid, with the reason; a visible one says nothing', async () => {
    const hidden = { ...myReview(1, react, 2, 'Meh.'), hidden: true, hiddenReason: 'Off-topic' };
    await openProfileTab('reviews', {
      'GET /api/user/reviews': { data: [hidden, myReview(2, node, 4, 'Good.')] },
    });
    const review = await screen.findByRole('article', { name: react.name });
    expect(review).toHaveTextContent('Hidden by a moderator: Off-topic.');
    expect(screen.getByRole('article', { name: node.name })).not.toHaveTextContent('Hidden by a moderator');
  });

  it('renders a comment through the comment allowlist: formatting stays, scripts, images and links go', async () => {
    await openProfileTab('reviews', { 'GET /api/user/reviews': { data: [myReview(1, react, 5, hostile)] } });
    const review = await screen.findByRole('article', { name: react.name });
    expect(within(review).getByText('practical').tagName).toBe('B');
    expect(review.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(review).queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says there are none yet, with a link to the catalogue', async () => {
    await openProfileTab('reviews', { 'GET /api/user/reviews': { data: [] } });
    expect(await screen.findByText(NO_REVIEWS_TEXT)).toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel', { name: 'Reviews' })).getByRole('link', { name: 'Browse courses' }),
    ).toHaveAttribute('href', '/course');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
