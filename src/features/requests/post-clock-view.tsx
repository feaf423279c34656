// Post clock requests: Forget Clock In / Forget Clock Out, date and time; filtered by type.
import type { PostClockRequestItem } from '../../../contract/api/requests-post-clock.ts';
import { POST_CLOCK_TYPE_LABELS, POST_CLOCK_TYPES } from '../../../contract/labels.ts';
import type { KindView } from './kind-view.ts';
import { formatClock, formatDay, formatDayCell } from './request-format.ts';

const TYPE_OPTIONS = POST_CLOCK_TYPES.map((t) => ({ value: t, label: POST_CLOCK_TYPE_LABELS[t] }));

export const postClockView: KindView<PostClockRequestItem> = {
  columns: [
    { header: 'Type', width: 'minmax(8rem, 1fr)', cell: (r) => POST_CLOCK_TYPE_LABELS[r.type] },
    { header: 'Date', width: '6.5rem', cell: (r) => formatDayCell(r.date) },
    { header: 'Time', width: '5.5rem', cell: (r) => formatClock(r.time) },
  ],
  details: (r) => [
    ['Type', POST_CLOCK_TYPE_LABELS[r.type]],
    ['Date', formatDay(r.date)],
    ['Time', formatClock(r.time)],
  ],
  summary: (r) => `${POST_CLOCK_TYPE_LABELS[r.type]}, ${formatDay(r.date)} ${formatClock(r.time)}`,
  typeFilter: { label: 'Type', placeholder: 'All types', useOptions: () => TYPE_OPTIONS },
};
