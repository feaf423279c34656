// Post clock requests: Forget Clock In / Forget Clock Out, date and time; filtered by type.
import type { PostClockRequestItem } from '../../../contract/api/requests-post-clock.ts';
import { POST_CLOCK_TYPES } from '../../../contract/labels.ts';
import { textNow, type Text } from '../../i18n/text.ts';
import type { KindView } from './kind-view.ts';
import { formatClock, formatDay, formatDayCell } from './request-format.ts';

/** "Forget Clock In" in the language on screen. */
export const postClockTypeText = (t: Text, type: PostClockRequestItem['type']) => t(`requests.postClock.${type}`);
export const postClockTypeOptions = (t: Text) =>
  POST_CLOCK_TYPES.map((v) => ({ value: v, label: postClockTypeText(t, v) }));

export const postClockView: KindView<PostClockRequestItem> = {
  columns: (t) => [
    { header: t('requests.type'), width: 'minmax(8rem, 1fr)', cell: (r) => postClockTypeText(t, r.type) },
    { header: t('common.date'), width: '6.5rem', cell: (r) => formatDayCell(r.date) },
    { header: t('requests.time'), width: '5.5rem', cell: (r) => formatClock(r.time) },
  ],
  details: (r, t) => [
    [t('requests.type'), postClockTypeText(t, r.type)],
    [t('common.date'), formatDay(r.date)],
    [t('requests.time'), formatClock(r.time)],
  ],
  summary: (r) => `${postClockTypeText(textNow, r.type)}, ${formatDay(r.date)} ${formatClock(r.time)}`,
  typeFilter: {
    label: (t) => t('requests.type'),
    placeholder: (t) => t('requests.allTypes'),
    useOptions: postClockTypeOptions,
  },
};
