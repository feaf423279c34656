// The approval steps in order: what each step is, whose it is, what happened, who did it, when, and why.
import type { StepItem } from '../../../contract/api/requests.ts';
import { useText } from '../../i18n/text.ts';
import { formatDateTime } from '../../lib/time.ts';
import { stepNameText, stepRoleText, stepStatusText } from './request-text.ts';

const DOT: Record<StepItem['status'], string> = {
  PENDING: 'border-amber-600 bg-amber-100 dark:bg-amber-950',
  APPROVED: 'border-green-700 bg-green-600',
  REJECTED: 'border-red-700 bg-red-600',
  SKIPPED: 'border-slate-500 bg-white dark:bg-slate-900',
  CANCELLED: 'border-slate-500 bg-slate-400',
};

export function RequestTimeline({ steps, labelledBy }: { steps: readonly StepItem[]; labelledBy: string }) {
  const t = useText();
  return (
    <ol aria-labelledby={labelledBy} className="space-y-4 border-l-2 border-slate-300 pl-5 dark:border-slate-600">
      {steps.map((s, i) => (
        <li key={`${s.stepName}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -left-[1.7rem] top-1 h-3 w-3 rounded-full border-2 ${DOT[s.status]}`}
          />
          <p className="font-medium">{stepNameText(s.stepName, t)}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {stepRoleText(t, s.role)} · <span className="font-medium">{stepStatusText(t, s)}</span>
            {s.actor ? t('requests.by', { name: s.actor.username }) : ''}
            {s.at ? t('requests.on', { when: formatDateTime(s.at) }) : ''}
          </p>
          {s.comment ? <p className="mt-1 whitespace-pre-wrap break-words text-sm">“{s.comment}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
