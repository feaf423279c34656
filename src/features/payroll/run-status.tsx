// A run's status as a badge: Draft (may still change) or Approved (locked).
import { useText } from '../../i18n/text.ts';
const STYLE = {
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
} as const;

export const RUN_STATUS_LABEL = { draft: 'payroll.status.draft', approved: 'payroll.status.approved' } as const;

export function RunStatus({ status }: { status: 'draft' | 'approved' }) {
  const t = useText();
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STYLE[status]}`}>
      {t(RUN_STATUS_LABEL[status])}
    </span>
  );
}
