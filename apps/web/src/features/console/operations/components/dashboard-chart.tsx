import { formatMoney, type TDashboard } from '@curio/shared';
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

/**
 * Orders and revenue per day (Recharts; this module is its own chunk, loaded by the dashboard only).
 * The chart is hidden from screen readers: the table beside it says the same in text.
 */
export function DashboardChart({ series }: { series: TSeries }) {
  const data = series.map((day) => ({ ...day, label: dayLabel(day.date), revenue: day.revenueCents / 100 }));
  return (
    // inert: nothing inside can take focus, and screen readers skip it (the table says the same).
    <div className="dashboard-chart" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#dcd8ea" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 12 }}
            width={64}
            tickFormatter={(value: number) => `$${value}`}
          />
          <Tooltip
            formatter={(value, name) =>
              name === 'Revenue' ? formatMoney(Math.round(Number(value) * 100)) : String(value)
            }
          />
          <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#a78bfa" radius={[4, 4, 0, 0]} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            stroke="#2e1065"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
