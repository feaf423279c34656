// Payroll cost per run as a line (recharts, loaded on demand like the headcount chart); hidden from screen
// readers, who read the card's table.
import { formatUsdWhole } from '../../../../contract/money.ts';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART } from './chart-style.ts';

/** `name`: what the tooltip calls the cost. */
export default function PayrollChart({ rows, name }: { rows: Array<{ month: string; cost: number }>; name: string }) {
  return (
    <div aria-hidden="true" className="h-52 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid vertical={false} stroke={CHART.grid} />
          <XAxis dataKey="month" tick={CHART.tick} stroke={CHART.axis} />
          <YAxis tickFormatter={(v: number) => formatUsdWhole(v)} width={80} tick={CHART.tick} stroke={CHART.axis} />
          <Tooltip formatter={(v) => formatUsdWhole(Number(v))} contentStyle={CHART.tooltip} />
          <Line dataKey="cost" name={name} stroke={CHART.bar} strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
