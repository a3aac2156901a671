import { CONTENT_MESSAGES, DASHBOARD_MESSAGES, DASHBOARD_TEXTS, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboard, editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { heldReply, openConsole } from '#web/features/console/test/open-console.ts';
import { readerDay } from '#web/features/console/operations/lib/dashboard-period.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/dashboard-page.tsx');
});

const DASHBOARD = 'GET /api/admin/dashboard?*';

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
    expect(panel('Revenue')).toHaveTextContent('$247.50');

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
    // What it counts, by its name: reviews are published as posted, so none wait for an operator.
    expect(panel(DASHBOARD_TEXTS.newReviews)).toHaveTextContent(`3${DASHBOARD_TEXTS.newReviewsNote}`);
    expect(screen.getByRole('link', { name: 'See the reviews' })).toHaveAttribute('href', '/admin/reviews');

    const top = panel('Top courses');
    const [course] = dashboard.topCourses;
    expect(within(top).getByRole('link', { name: course?.name })).toHaveAttribute(
      'href',
      `/admin/courses/${course?._id ?? ''}`,
    );
    expect(top).toHaveTextContent('5 seats sold · $247.50');
  });

  it('says the chart in words, with the day-by-day numbers behind a disclosure', async () => {
    const { user } = await openConsole('/admin', 'Dashboard', { [DASHBOARD]: { data: dashboard } });
    const series = await screen.findByRole('region', { name: 'Orders and revenue per day' });
    expect(series).toHaveTextContent('5 orders over 3 days; the busiest day was 3 Mar 2026 with 4 orders.');
    expect(await within(series).findByText(DASHBOARD_TEXTS.legendOrders)).toBeInTheDocument();
    expect(within(series).getByText(DASHBOARD_TEXTS.legendRevenue)).toBeInTheDocument();
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
    expect(await screen.findByText(DASHBOARD_TEXTS.noSales)).toBeInTheDocument();
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
    await waitFor(() => expect(api.queriesOf('/api/admin/dashboard')).toHaveLength(2));
  });

  it('says one of a thing in the singular, and the period and its time zone in words', async () => {
    const oneDay = {
      ...dashboard,
      from: '2026-03-03',
      to: '2026-03-03',
      days: 1,
      timeZone: 'Asia/Kolkata',
      series: [{ date: '2026-03-03', orders: 1, revenueCents: 4950 }],
      topCourses: dashboard.topCourses.map((course) => ({ ...course, units: 1 })),
    };
    await openConsole('/admin', 'Dashboard', { [DASHBOARD]: { data: oneDay } });
    const series = await screen.findByRole('region', { name: 'Orders and revenue per day' });
    expect(series).toHaveTextContent('1 order over 1 day.');
    expect(panel('Top courses')).toHaveTextContent('1 seat sold');
    expect(
      screen.getByText(/^3 Mar 2026\. Each day runs from midnight to midnight, India Standard Time\.$/),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/UTC days|\b1 (orders|days|seats)\b/);
  });

  it("asks for the last 30 days of the reader's own calendar and time zone, then today or a week", async () => {
    const { user, api } = await openConsole('/admin', 'Dashboard', { [DASHBOARD]: { data: dashboard } });
    await screen.findByText('$247.50');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const day = (back: number) => readerDay(new Date(), back);
    expect(api.queriesOf('/api/admin/dashboard')).toEqual([{ from: day(29), to: day(0), tz: zone }]);
    expect(screen.getByRole('radio', { name: DASHBOARD_TEXTS.presets.month })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: DASHBOARD_TEXTS.presets.today }));
    await waitFor(() =>
      expect(api.queriesOf('/api/admin/dashboard').at(-1)).toEqual({ from: day(0), to: day(0), tz: zone }),
    );
    await user.click(screen.getByRole('radio', { name: DASHBOARD_TEXTS.presets.week }));
    await waitFor(() =>
      expect(api.queriesOf('/api/admin/dashboard').at(-1)).toEqual({ from: day(6), to: day(0), tz: zone }),
    );
  });

  it('checks custom dates before asking: both, in order, at most a year', async () => {
    const { user, api, router } = await openConsole('/admin', 'Dashboard', {
      [DASHBOARD]: { data: dashboard },
    });
    await screen.findByText('$247.50');
    await user.click(screen.getByRole('radio', { name: DASHBOARD_TEXTS.presets.custom }));
    const dates = screen.getByRole('form', { name: 'Custom dates' });
    // It starts from the period on screen.
    expect(within(dates).getByLabelText('From')).toHaveValue(dashboard.from);
    expect(within(dates).getByLabelText('To')).toHaveValue(dashboard.to);
    const asked = api.queriesOf('/api/admin/dashboard').length;

    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), '2026-03-10');
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    expect(await within(dates).findByText(DASHBOARD_MESSAGES.rangeReversed)).toBeInTheDocument();
    expect(api.queriesOf('/api/admin/dashboard')).toHaveLength(asked);

    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), '2025-03-01');
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    expect(await within(dates).findByText(DASHBOARD_MESSAGES.rangeTooLong)).toBeInTheDocument();

    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), '2026-02-01');
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.queriesOf('/api/admin/dashboard').at(-1)).toMatchObject({
        from: '2026-02-01',
        to: dashboard.to,
      }),
    );
    expect(router.state.location.search).toBe(`?from=2026-02-01&to=${dashboard.to}`);
  });

  it('shows what is wrong with dates typed into the address, and asks nothing', async () => {
    const { api } = await openConsole('/admin?from=2026-03-10&to=2026-03-01', 'Dashboard', {
      [DASHBOARD]: { data: dashboard },
    });
    expect(await screen.findByText(DASHBOARD_MESSAGES.rangeReversed)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: DASHBOARD_TEXTS.presets.custom })).toBeChecked();
    expect(api.queriesOf('/api/admin/dashboard')).toEqual([]);
  });
});
