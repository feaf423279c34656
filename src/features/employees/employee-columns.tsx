// The employee list's columns, shared by the page and the web bench (which scrolls 100,000 of these rows).
import type { EmployeeItem } from '../../../contract/api/employees.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { StatusText } from '../../ui/status-text.tsx';
import { TwoLines } from '../../ui/two-lines.tsx';
import { employeeEntity } from './employee-entity.ts';
import { formatBusinessDateNumeric } from '../../lib/time.ts';
import { STATUS_LABELS } from './labels.ts';
import { textNow, type Text } from '../../i18n/text.ts';

function ProbationBadge({ state, t }: { state: EmployeeItem['probation']; t: Text }) {
  const settled = state !== 'on_probation';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        settled
          ? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      }`}
    >
      {t(`employees.probation.${state}`)}
    </span>
  );
}

/** The columns, in the language of `t`. */
export const employeeColumns = (t: Text): Column<EmployeeItem>[] => [
  {
    header: t('common.staffId'),
    width: '6.75rem',
    cell: (e) => <span className="font-mono text-xs">{e.staff_id}</span>,
  },
  {
    header: t('common.name'),
    width: 'minmax(8rem, 1.4fr)',
    cardLabel: false,
    cell: (e) => <TwoLines first={e.full_name} second={e.position} />,
  },
  {
    header: t('common.team'),
    width: 'minmax(6rem, 1fr)',
    cell: (e) => <TwoLines first={e.team?.name ?? '-'} second={e.department?.name} />,
  },
  { header: t('employees.colJoinDate'), width: '7rem', cell: (e) => formatBusinessDateNumeric(e.join_date) },
  { header: t('employees.colProbation'), width: '7.5rem', cell: (e) => <ProbationBadge state={e.probation} t={t} /> },
  {
    header: t('common.status'),
    width: '7rem',
    cell: (e) => <StatusText status={STATUS_LABELS[e.status]} label={t(`employees.status.${e.status}`)} />,
  },
  // Edit, Move, Resign and Delete: one "Actions for …" menu on every row, resigned or not.
  {
    header: t('employees.colAction'),
    width: '7rem',
    cardLabel: false,
    cell: (e) => <RowActions entity={employeeEntity(e)} menu />,
  },
];

/** In English: the web bench's table. */
export const EMPLOYEE_COLUMNS = employeeColumns(textNow);
