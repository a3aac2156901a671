import { DASHBOARD_TEXTS as T, formatMoney, type TDashboard } from '@curio/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';

type TSeries = TDashboard['series'];

/** '12 Mar': the year is in the table and the page's context. */
const dayLabel = (day: string) => formatConsoleDate(`${day}T00:00:00Z`, 'utc').replace(/ \d{4}$/, '');

/** '$1,250': whole dollars on the revenue scale, grouped, so long amounts keep inside the axis. */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// The marks' colours: --purple-400 and --purple-950 of styles/tokens.css (SVG attributes take no var()); the
// legend's swatches name the same tokens in operations.css.
const ORDERS_COLOUR = '#a78bfa';
const REVENUE_COLOUR = '#1e1245';

/**
 * Orders and revenue per day (Recharts; this module is its own chunk, loaded by the dashboard only), with a
 * legend that says which mark is which and on which scale it reads. Nothing animates: bars drawn from an
 * animation's first frame were left out or misplaced when the period or the width changed. The margins leave
 * room for the scales' labels, so nothing is cut at the chart's edges. The chart is hidden from screen
 * readers: the table beside it says the same in text.
 */
export function DashboardChart({ series }: { series: TSeries }) {
  const data = series.map((day) => ({ ...day, label: dayLabel(day.date), revenue: day.revenueCents / 100 }));
  return (
    // inert: nothing inside can take focus, and screen readers skip it (the table says the same).
    <div className="dashboard-chart" aria-hidden="true" inert>
      <ul className="dashboard-chart__legend">
        <li>
          <span className="dashboard-chart__swatch dashboard-chart__swatch--orders" />
          {T.legendOrders}
        </li>
        <li>
          <span className="dashboard-chart__swatch dashboard-chart__swatch--revenue" />
          {T.legendRevenue}
        </li>
      </ul>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart
          data={data}
          margin={{ top: 12, right: 8, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#dcd8ea" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 12 }}
            width={72}
            tickFormatter={(value: number) => dollars.format(value)}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Revenue' ? formatMoney(Math.round(Number(value) * 100)) : String(value)
            }
          />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            fill={ORDERS_COLOUR}
            radius={[4, 4, 0, 0]}
            maxBarSize={32}
            isAnimationActive={false}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            stroke={REVENUE_COLOUR}
            strokeWidth={2}
            dot={data.length <= 31}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
