// The cost trend as a line chart (recharts, loaded only with this chart: the payroll page imports it lazily). The
// chart is a picture for sighted users; the table beside it (CostTrend) carries the same figures for screen readers.
import { formatUsd } from '../../../contract/money.ts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useText } from '../../i18n/text.ts';
import type { TrendPoint } from './cost-trend.ts';

const dollars = (value: unknown) => (typeof value === 'number' ? formatUsd(Math.round(value * 100)) : '-');

export default function CostTrendChart({ points }: { points: TrendPoint[] }) {
  const t = useText();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" tick={{ fill: 'currentColor', fontSize: 12 }} stroke="currentColor" />
        <YAxis
          tick={{ fill: 'currentColor', fontSize: 12 }}
          stroke="currentColor"
          width={80}
          tickFormatter={(v: number) => `$${new Intl.NumberFormat('en-US', { notation: 'compact' }).format(v)}`}
        />
        <Tooltip formatter={dollars} contentStyle={{ color: '#0f172a' }} />
        <Line
          type="monotone"
          dataKey="cost"
          name={t('payroll.employerCost')}
          stroke="#1d4ed8"
          strokeWidth={2}
          connectNulls={false}
        />
        <Line
          type="monotone"
          dataKey="net"
          name={t('payroll.netPay')}
          stroke="#15803d"
          strokeWidth={2}
          connectNulls={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
