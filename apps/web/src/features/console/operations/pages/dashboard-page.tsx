import '#web/features/console/operations/operations.css';
import { formatMoney, ORDER_STATUS_LABELS, ORDER_STATUSES, type TDashboard } from '@curio/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';
import { paths } from '#web/lib/paths.ts';
import { useDashboard } from '#web/features/console/operations/api/dashboard.ts';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { DashboardSeriesTable } from '#web/features/console/operations/components/dashboard-series-table.tsx';

// Recharts is large: it loads with this page only, after the numbers are on screen.
const DashboardChart = lazy(async () => ({
  default: (await import('#web/features/console/operations/components/dashboard-chart.tsx')).DashboardChart,
}));

/** /admin: the last 30 days at a glance, and what is waiting for someone. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" description="The last 30 days, and what is waiting for you." />
      <QueryState query={dashboard} loadingLabel="Loading the dashboard…" empty={null} isEmpty={() => false}>
        {(data) => <DashboardBody data={data} />}
      </QueryState>
    </>
  );
}

function DashboardBody({ data }: { data: TDashboard }) {
  const orders = ORDER_STATUSES.reduce((sum, status) => sum + data.ordersByStatus[status], 0);
  const { leads, jobApplications, trainerApplications } = data.waiting;
  return (
    <>
      <p className="dashboard__since">Since {formatConsoleDate(data.since, 'utc')} (UTC days).</p>
      <div className="console-grid">
        <section className="console-panel" aria-labelledby="stat-revenue">
          <h2 id="stat-revenue" className="console-stat__label">
            Revenue ({data.days} days)
          </h2>
          <p className="console-stat__value">{data.revenue.formatted}</p>
          <p className="dashboard__note">Confirmed and completed orders.</p>
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
          <p className="dashboard__note">Accounts created in the last {data.days} days.</p>
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
        </section>
        <section className="console-panel" aria-labelledby="stat-reviews">
          <h2 id="stat-reviews" className="console-stat__label">
            Reviews to moderate
          </h2>
          <p className="console-stat__value">{data.reviewsToModerate}</p>
          <Link to={paths.admin.reviews}>Moderate reviews</Link>
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
            <p>No course has sold in the last {data.days} days yet.</p>
          ) : (
            <ol className="dashboard__top">
              {data.topCourses.map((course) => (
                <li key={course._id}>
                  <Link to={paths.admin.course.to(course._id)}>{course.name}</Link>
                  <span>
                    {course.units} sold · {formatMoney(course.revenueCents)}
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
