import { DASHBOARD_TEXTS as T, formatMoney, type TDashboard } from '@curio/shared';
import { useId, useState } from 'react';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';

/**
 * The chart's numbers as text: a one-line summary for everyone, and the day-by-day table behind a
 * disclosure (screen readers reach it the same way; the chart itself is hidden from them).
 */
export function DashboardSeriesTable({ series }: { series: TDashboard['series'] }) {
  const tableId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const orders = series.reduce((sum, day) => sum + day.orders, 0);
  const busiest = series.reduce<(typeof series)[number] | undefined>(
    (best, day) => (day.orders > (best?.orders ?? 0) ? day : best),
    undefined,
  );
  const day = (date: string) => formatConsoleDate(`${date}T00:00:00Z`, 'utc');
  return (
    <div className="dashboard__series">
      <p>
        {T.seriesSummary(orders, series.length)}
        {busiest && series.length > 1 ? `; ${T.busiestDay(day(busiest.date), busiest.orders)}.` : '.'}
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        aria-expanded={isOpen}
        aria-controls={tableId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? 'Hide the numbers' : 'Show the numbers as a table'}
      </button>
      <div id={tableId} hidden={!isOpen} className="data-table__scroll">
        <table className="data-table__table">
          <caption className="visually-hidden">Orders and revenue per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{day(entry.date)}</th>
                <td>{entry.orders}</td>
                <td>{formatMoney(entry.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
