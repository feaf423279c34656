// How many working days the request will take: weekends and public holidays are not counted (the server
// counts the same way when the request is filed).
import { formatDays } from '../../../lib/leave/days.ts';
import type { LeavePreview } from './leave-form.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function previewText(p: LeavePreview | null): string {
  if (!p) return 'Choose the start and end dates to see the working days.';
  if (p.days === 0) return 'These dates hold no working days (weekends and public holidays are not counted).';
  const skipped = [
    p.weekendDays ? plural(p.weekendDays, 'weekend day', 'weekend days') : '',
    p.holidays ? plural(p.holidays, 'public holiday', 'public holidays') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const known =
    p.holidays === null ? ' Public holidays are not known here; they are left out when the request is filed.' : '';
  return `${formatDays(p.days)}${skipped ? ` (${skipped} not counted)` : ''}.${known}`;
}

export function LeaveDaysPreview({ preview }: { preview: LeavePreview | null }) {
  return (
    <div className="mb-4 text-sm">
      <span className="font-medium">Working days: </span>
      <output aria-live="polite">{previewText(preview)}</output>
    </div>
  );
}
