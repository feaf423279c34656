// A request's status label, coloured by outcome (approved green, rejected red, cancelled grey,
// pending amber); the words carry the meaning, the colour only repeats it.
import type { RequestStatus } from '../../../contract/labels.ts';

const TONES: Record<RequestStatus, string> = {
  approve: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  reject: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  cancel: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export function RequestStatus({ status, label }: { status: RequestStatus; label: string }) {
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {label}
    </span>
  );
}
