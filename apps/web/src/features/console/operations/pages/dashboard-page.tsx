import '#web/features/console/operations/operations.css';
import {
  countText,
  DASHBOARD_TEXTS as T,
  formatMoney,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ZDashboardDates,
  type TDashboard,
} from '@curio/shared';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';
import { useDashboard } from '#web/features/console/operations/api/dashboard.ts';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { DashboardPeriodPicker } from '#web/features/console/operations/components/dashboard-period-picker.tsx';
import { DashboardSeriesTable } from '#web/features/console/operations/components/dashboard-series-table.tsx';
import {
  dashboardQueryOf,
  periodFromSearch,
  readerTimeZone,
  searchOf,
  timeZoneInWords,
  type TDashboardPeriod,
} from '#web/features/console/operations/lib/dashboard-period.ts';

// Recharts is large: it loads with this page only, after the numbers are on screen.
const DashboardChart = lazy(async () => ({
  default: (await import('#web/features/console/operations/components/dashboard-chart.tsx')).DashboardChart,
}));

/** A calendar day of the period (YYYY-MM-DD): '12 Mar 2026', the same day for every reader. */
const dayText = (day: string) => formatConsoleDate(`${day}T00:00:00Z`, 'utc');

/** 'Today, 12 Mar 2026' or '1 Mar 2026 – 30 Mar 2026 (30 days)'. */
function periodText(data: TDashboard, period: TDashboardPeriod) {
  if (data.from === data.to) return period.kind === 'today' ? `Today, ${dayText(data.to)}` : dayText(data.to);
  return `${dayText(data.from)} – ${dayText(data.to)} (${countText(data.days, 'day')})`;
}

/**
 * /admin: a period at a glance (today, the last 7 or 30 days, or the operator's own dates, in their own time
 * zone), and what is waiting for someone. The period is in the address, so Back and a shared link keep it.
 */
export function DashboardPage() {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const timeZone = readerTimeZone();
  const query = dashboardQueryOf(period, new Date(), timeZone);
  // Dates typed into the address are checked first: the picker shows what is wrong, nothing is asked.
  const isValid = period.kind !== 'custom' || ZDashboardDates.safeParse(period).success;
  const dashboard = useDashboard(isValid ? query : null);
  return (
    <>
      <PageHeader title="Dashboard" description="A period at a glance, and what is waiting for you." />
      <DashboardPeriodPicker
        period={period}
        shown={dashboard.data && { from: dashboard.data.from, to: dashboard.data.to }}
        onChange={(next) => setSearch(searchOf(next))}
      />
      {isValid && (
        <QueryState
          query={dashboard}
          loadingLabel="Loading the dashboard…"
          empty={null}
          isEmpty={() => false}
        >
          {(data) => (
            <div aria-busy={dashboard.isPlaceholderData || undefined}>
              <p className="dashboard__since">
                {periodText(data, period)}. {T.timeZoneNote(timeZoneInWords(data.timeZone))}
              </p>
              <DashboardBody data={data} />
            </div>
          )}
        </QueryState>
      )}
    </>
  );
}

function DashboardBody({ data }: { data: TDashboard }) {
  const orders = ORDER_STATUSES.reduce((sum, status) => sum + data.ordersByStatus[status], 0);
  const { leads, jobApplications, trainerApplications } = data.waiting;
  return (
    <>
      <div className="console-grid">
        <section className="console-panel" aria-labelledby="stat-revenue">
          <h2 id="stat-revenue" className="console-stat__label">
            Revenue
          </h2>
          <p className="console-stat__value">{data.revenue.formatted}</p>
          <p className="dashboard__note">{T.revenueNote}</p>
        </section>
        <section className="console-panel" aria-labelledby="stat-orders">
          <h2 id="stat-orders" className="console-stat__label">
            Orders
          </h2>
          <p className="console-stat__value">{orders}</p>
          <ul className="dashboard__list">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                {ORDER_STATUS_LABELS[status]}: <strong>{data.ordersByStatus[status]}</strong>
              </li>
            ))}
          </ul>
        </section>
        <section className="console-panel" aria-labelledby="stat-learners">
          <h2 id="stat-learners" className="console-stat__label">
            New learners
          </h2>
          <p className="console-stat__value">{data.newLearners}</p>
          <p className="dashboard__note">{T.newLearnersNote}</p>
        </section>
        <section className="console-panel" aria-labelledby="stat-waiting">
          <h2 id="stat-waiting" className="console-stat__label">
            Waiting in the inbox
          </h2>
          <p className="console-stat__value">{leads + jobApplications + trainerApplications}</p>
          <ul className="dashboard__list">
            <li>
              <Link to={`${paths.admin.inbox}?kind=leads`}>Enquiries: {leads}</Link>
            </li>
            <li>
              <Link to={`${paths.admin.inbox}?kind=job-applications`}>
                Job applications: {jobApplications}
              </Link>
            </li>
            <li>
              <Link to={`${paths.admin.inbox}?kind=trainer-applications`}>
                Trainer applications: {trainerApplications}
              </Link>
            </li>
          </ul>
          <p className="dashboard__note">{T.waitingNote}</p>
        </section>
        <section className="console-panel" aria-labelledby="stat-reviews">
          <h2 id="stat-reviews" className="console-stat__label">
            {T.newReviews}
          </h2>
          <p className="console-stat__value">{data.newReviews}</p>
          <p className="dashboard__note">{T.newReviewsNote}</p>
          <Link to={paths.admin.reviews}>See the reviews</Link>
        </section>
      </div>
      <div className="dashboard__columns">
        <section className="console-panel" aria-labelledby="dashboard-series">
          <h2 id="dashboard-series">Orders and revenue per day</h2>
          <Suspense fallback={<Spinner label="Loading the chart…" />}>
            <DashboardChart series={data.series} />
          </Suspense>
          <DashboardSeriesTable series={data.series} />
        </section>
        <section className="console-panel" aria-labelledby="dashboard-top">
          <h2 id="dashboard-top">Top courses</h2>
          {data.topCourses.length === 0 ? (
            <p>{T.noSales}</p>
          ) : (
            <ol className="dashboard__top">
              {data.topCourses.map((course) => (
                <li key={course._id}>
                  <Link to={paths.admin.course.to(course._id)}>{course.name}</Link>
                  <span>
                    {T.unitsSold(course.units)} · {formatMoney(course.revenueCents)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
