import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboard, editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { heldReply, openConsole } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/dashboard-page.tsx');
});

const DASHBOARD = 'GET /api/admin/dashboard';

const panel = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it('says it is loading until the numbers arrive', async () => {
    const reply = heldReply({ data: dashboard });
    await openConsole('/admin', 'Dashboard', { [DASHBOARD]: reply.handler });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    reply.release();
    expect(await screen.findByText('$247.50')).toBeInTheDocument();
    expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument();
  });

  it('shows revenue, orders by status, new learners, what waits, and the top courses', async () => {
    await openConsole('/admin', 'Dashboard', { [DASHBOARD]: { data: dashboard } });
    await screen.findByText('$247.50');
    expect(panel('Revenue (30 days)')).toHaveTextContent('$247.50');

    const orders = panel('Orders');
    expect(orders).toHaveTextContent(/^Orders5/);
    expect(
      within(orders)
        .getByText(/Pending payment/)
        .closest('li'),
    ).toHaveTextContent('Pending payment: 1');
    expect(
      within(orders)
        .getByText(/Confirmed/)
        .closest('li'),
    ).toHaveTextContent('Confirmed: 2');
    expect(panel('New learners')).toHaveTextContent('7');

    const waiting = panel('Waiting in the inbox');
    expect(waiting).toHaveTextContent(/^Waiting in the inbox3/);
    expect(within(waiting).getByRole('link', { name: 'Enquiries: 2' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=leads',
    );
    expect(within(waiting).getByRole('link', { name: 'Job applications: 1' })).toHaveAttribute(
      'href',
      '/admin/inbox?kind=job-applications',
    );
    expect(panel('Reviews to moderate')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Moderate reviews' })).toHaveAttribute('href', '/admin/reviews');

    const top = panel('Top courses');
    const [course] = dashboard.topCourses;
    expect(within(top).getByRole('link', { name: course?.name })).toHaveAttribute(
      'href',
      `/admin/courses/${course?._id ?? ''}`,
    );
    expect(top).toHaveTextContent('5 sold · $247.50');
  });

  it('says the chart in words, with the day-by-day numbers behind a disclosure', async () => {
    const { user } = await openConsole('/admin', 'Dashboard', { [DASHBOARD]: { data: dashboard } });
    const series = await screen.findByRole('region', { name: 'Orders and revenue per day' });
    expect(series).toHaveTextContent('5 orders over 3 days; the busiest day was 3 Mar 2026 with 4.');
    const toggle = within(series).getByRole('button', { name: 'Show the numbers as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(series).getByRole('table', { name: 'Orders and revenue per day' });
    expect(within(table).getByRole('row', { name: /3 Mar 2026/ })).toHaveTextContent('4$198.00');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + dashboard.series.length);
  });

  it('says so when no course has sold yet', async () => {
    await openConsole('/admin', 'Dashboard', {
      [DASHBOARD]: { data: { ...dashboard, topCourses: [] } },
    });
    expect(await screen.findByText('No course has sold in the last 30 days yet.')).toBeInTheDocument();
  });

  it("shows the server's message and a retry that asks again", async () => {
    let fails = true;
    const { user, api } = await openConsole(
      '/admin',
      'Dashboard',
      {
        [DASHBOARD]: () => (fails ? { status: 500, message: MESSAGES.api.internal } : { data: dashboard }),
      },
      editorUser,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.api.internal);
    fails = false;
    await user.click(within(alert).getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByText('$247.50')).toBeInTheDocument();
    await waitFor(() => expect(api.find(DASHBOARD)).toHaveLength(2));
  });
});
