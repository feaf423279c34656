// Chart colours that read in light and dark themes alike: the text follows the card's own colour.
export const CHART = {
  tick: { fill: 'currentColor', fontSize: 12 },
  axis: '#94a3b8',
  grid: '#cbd5e1',
  bar: '#2563eb',
  cursor: 'rgba(148, 163, 184, 0.2)',
  tooltip: { color: '#0f172a' },
} as const;
