// Headcount by department as bars (recharts, in a chunk of its own: loaded when a dashboard shows a chart).
// Hidden from screen readers: the card's table says the same.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART } from './chart-style.ts';

/** `name`: what the tooltip calls a count. */
export default function HeadcountChart({ rows, name }: { rows: Array<{ name: string; count: number }>; name: string }) {
  return (
    <div aria-hidden="true" style={{ height: 32 * rows.length + 40 }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
        >
          <CartesianGrid horizontal={false} stroke={CHART.grid} />
          <XAxis type="number" allowDecimals={false} tick={CHART.tick} stroke={CHART.axis} />
          <YAxis type="category" dataKey="name" width={110} tick={CHART.tick} stroke={CHART.axis} />
          <Tooltip cursor={{ fill: CHART.cursor }} contentStyle={CHART.tooltip} />
          <Bar dataKey="count" name={name} fill={CHART.bar} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
