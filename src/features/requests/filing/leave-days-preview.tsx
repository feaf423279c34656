// How many working days the request will take: weekends and public holidays are not counted (the server
// counts the same way when the request is filed).
import { textNow, useText, type Text } from '../../../i18n/text.ts';
import { formatDays } from '../request-format.ts';
import type { LeavePreview } from './leave-form.ts';

export function previewText(p: LeavePreview | null, t: Text = textNow): string {
  if (!p) return t('requests.previewChoose');
  if (p.days === 0) return t('requests.previewNone');
  const parts = [
    p.weekendDays ? t('requests.weekendDays', { count: p.weekendDays }) : '',
    p.holidays ? t('requests.publicHolidays', { count: p.holidays }) : '',
  ].filter(Boolean);
  const skipped = parts.length === 2 ? t('requests.and', { first: parts[0], second: parts[1] }) : parts[0];
  const known = p.holidays === null ? t('requests.holidaysUnknown') : '';
  const days = formatDays(p.days);
  return `${skipped ? t('requests.previewSkipped', { days, skipped }) : t('requests.preview', { days })}${known}`;
}

export function LeaveDaysPreview({ preview }: { preview: LeavePreview | null }) {
  const t = useText();
  return (
    <div className="mb-4 text-sm">
      <span className="font-medium">{t('requests.workingDaysLabel')}</span>
      <output aria-live="polite">{previewText(preview, t)}</output>
    </div>
  );
}
