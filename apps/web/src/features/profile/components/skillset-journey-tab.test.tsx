import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOURNEY_EMPTY_TEXT, JOURNEY_ENROLLED_ONCE_PAID, LEARNING_MESSAGES } from '@curio/shared';
import { node, orderOf, react, sql, uuid } from '#web-test/commerce-fixtures.ts';
import { formatNumericDateTime } from '#web/lib/dates.ts';
import { openProfileTab } from '#web/features/profile/test/open-profile-tab.ts';

const dropped = { ...react, _id: uuid(199), name: 'Dropped Design Course', slug: 'dropped-design-course' };

// Newest first, as GET /api/booking answers.
const orders = [
  orderOf('completed', '2026-03-01T10:00:00.000Z', [sql, 1]),
  orderOf('cancelled', '2026-02-15T10:00:00.000Z', [dropped, 1]),
  orderOf('confirmed', '2026-02-01T10:00:00.000Z', [node, 1]),
  orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 1], [sql, 1]),
];

const timeline = () => screen.getByRole('list', { name: 'Your courses, oldest first' });
const entryNames = () =>
  within(timeline())
    .getAllByRole('article')
    .map((entry) => within(entry).getByRole('heading').textContent);
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Show courses' })).getByRole('button', { name });
/** Which of the two rows each order card sits on, left to right. */
const rows = () => Array.from(timeline().children).map((order) => order.getAttribute('data-row'));

/** Opens the tab on `data`; waits for the timeline unless the test expects none. */
async function openJourney(data = orders, { hasTimeline = true } = {}) {
  const app = await openProfileTab('journey', { 'GET /api/booking': { data } });
  if (hasTimeline) await screen.findByRole('list', { name: 'Your courses, oldest first' });
  return app;
}

describe('profile Your Skillset Journey tab', () => {
  it("starts on 'Enrolled': the courses of confirmed and completed orders, oldest first", async () => {
    await openJourney();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Skillset Journey' })).toBeInTheDocument();
    expect(filter('Enrolled')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Active')).toHaveAttribute('aria-pressed', 'false');
    expect(filter('Completed Courses')).toHaveAttribute('aria-pressed', 'false');
    expect(filter('Awaiting payment')).toHaveAttribute('aria-pressed', 'false');
    expect(entryNames()).toEqual([node.name, sql.name]);
    expect(screen.queryByText(dropped.name)).not.toBeInTheDocument();
  });

  it('gives each course its stage and the date of its order, linking to the course', async () => {
    const { user } = await openJourney();
    const [nodeEntry, sqlEntry] = within(timeline()).getAllByRole('article');
    expect(within(nodeEntry as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(sqlEntry as HTMLElement).getByText('Completed')).toBeInTheDocument();

    // A pending order's courses are awaiting payment, never 'Enrolled'.
    await user.click(filter('Awaiting payment'));
    const [reactEntry] = within(timeline()).getAllByRole('article');
    expect(within(reactEntry as HTMLElement).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(timeline()).queryByText('Enrolled')).not.toBeInTheDocument();
    expect(within(timeline()).queryByRole('link', { name: /^Continue learning/ })).not.toBeInTheDocument();
    expect(
      within(reactEntry as HTMLElement).getByText(formatNumericDateTime('2026-01-05T10:00:00.000Z')),
    ).toBeInTheDocument();
    expect(within(reactEntry as HTMLElement).getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
  });

  it('shows how much of each paid course is done, with the way back into its lessons', async () => {
    const withProgress = orders.map((order) => ({
      ...order,
      courses: order.courses.map((line) => ({
        ...line,
        percent: line.course._id === node._id && order.status === 'confirmed' ? 40 : 0,
      })),
    }));
    await openJourney(withProgress);
    const [nodeEntry] = within(timeline()).getAllByRole('article');
    const entry = within(nodeEntry as HTMLElement);
    expect(entry.getByText(LEARNING_MESSAGES.progressLabel(40))).toBeInTheDocument();
    expect(
      entry.getByRole('progressbar', { name: LEARNING_MESSAGES.courseProgress(node.name) }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(
      entry.getByRole('link', { name: `${LEARNING_MESSAGES.continueLearning}: ${node.name}` }),
    ).toHaveAttribute('href', `/learn/${node.slug}`);
  });

  it('puts a course under Completed when the server says its lessons are all done', async () => {
    const done = orders.map((order) => ({
      ...order,
      courses: order.courses.map((line) =>
        order.status === 'confirmed' ? { ...line, stage: 'completed' as const, percent: 100 } : line,
      ),
    }));
    const { user } = await openJourney(done);
    await user.click(filter('Completed Courses'));
    expect(entryNames()).toEqual([node.name, sql.name]);
    const [nodeEntry] = within(timeline()).getAllByRole('article');
    expect(within(nodeEntry as HTMLElement).getByText('Completed')).toBeInTheDocument();
    expect(
      within(nodeEntry as HTMLElement).getByText(LEARNING_MESSAGES.progressLabel(100)),
    ).toBeInTheDocument();
  });

  it('alternates the orders between the two rows', async () => {
    await openJourney();
    expect(rows()).toEqual(['top', 'bottom']);
  });

  it("'Active' shows only confirmed orders and 'Completed Courses' only completed ones", async () => {
    const { user } = await openJourney();
    await user.click(filter('Active'));
    expect(filter('Active')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Enrolled')).toHaveAttribute('aria-pressed', 'false');
    expect(entryNames()).toEqual([node.name]);

    await user.click(filter('Completed Courses'));
    expect(filter('Completed Courses')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Active')).toHaveAttribute('aria-pressed', 'false');
    expect(entryNames()).toEqual([sql.name]);
    expect(rows()).toEqual(['top']);

    await user.click(filter('Enrolled'));
    expect(entryNames()).toHaveLength(2);
  });

  it('says so, with a link to the catalogue, when a filter has nothing', async () => {
    const { user } = await openJourney([orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 1])], {
      hasTimeline: false,
    });
    // Only an order waiting for payment: not enrolled yet, and told where that order is.
    expect(await screen.findByText(JOURNEY_ENROLLED_ONCE_PAID)).toBeInTheDocument();
    await user.click(filter('Awaiting payment'));
    expect(entryNames()).toEqual([react.name]);
    await user.click(filter('Completed Courses'));
    const panel = within(screen.getByRole('tabpanel', { name: 'Your Skillset Journey' }));
    expect(panel.getByText(JOURNEY_EMPTY_TEXT.completed)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/course');
    await user.click(filter('Active'));
    expect(panel.getByText(JOURNEY_EMPTY_TEXT.active)).toBeInTheDocument();
  });

  it('is empty under every filter when the only order was cancelled', async () => {
    await openJourney([orderOf('cancelled', '2026-01-05T10:00:00.000Z', [dropped, 1])], {
      hasTimeline: false,
    });
    expect(await screen.findByText(JOURNEY_EMPTY_TEXT.enrolled)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your courses, oldest first' })).not.toBeInTheDocument();
  });
});
