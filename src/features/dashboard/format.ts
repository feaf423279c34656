// How the dashboard writes its figures.
import { formatBusinessDate } from '../../lib/time.ts';

/** "25 Nov 2026", or "25 Nov 2026 – 27 Nov 2026" for a range. */
export const dateRange = (from: string, to: string) =>
  from === to ? formatBusinessDate(from) : `${formatBusinessDate(from)} – ${formatBusinessDate(to)}`;
