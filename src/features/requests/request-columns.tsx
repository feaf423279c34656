// The list's columns: selection, NO, employee, the kind's own columns, status, step, filed, actions.
import type { EntityRef } from '../../../commands/types.ts';
import { formatDateNumeric, formatTime } from '../../lib/time.ts';
import { toggleAll, toggleSelected } from '../../lib/list-selection.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import type { Column } from '../../ui/data-table.tsx';
import type { RequestItem } from './api/get-requests.ts';
import type { KindView } from './kind-view.ts';
import { RequestStatus } from './request-status.tsx';
import { stepNameLabel } from './step-labels.ts';

const checkboxClass = 'h-4 w-4 accent-blue-700';

function PageCheckbox({ entities, selected }: { entities: EntityRef[]; selected: ReadonlySet<number> }) {
  const count = entities.filter((e) => selected.has(e.id)).length;
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label="Select all on this page"
      disabled={entities.length === 0}
      checked={entities.length > 0 && count === entities.length}
      ref={(el) => {
        if (el) el.indeterminate = count > 0 && count < entities.length;
      }}
      onChange={() => toggleAll(entities)}
    />
  );
}

export function requestColumns(o: {
  view: KindView;
  entities: EntityRef[];
  entityOf: (r: RequestItem) => EntityRef;
  selected: ReadonlySet<number>;
  selectable: boolean;
  offset: number;
}): Column<RequestItem>[] {
  const select: Column<RequestItem> = {
    header: 'Select',
    width: '2.75rem',
    headerContent: <PageCheckbox entities={o.entities} selected={o.selected} />,
    cell: (r) => {
      const entity = o.entityOf(r);
      return (
        <input
          type="checkbox"
          className={checkboxClass}
          aria-label={`Select ${entity.name}`}
          checked={o.selected.has(r.id)}
          onChange={() => toggleSelected(entity)}
        />
      );
    },
  };
  return [
    ...(o.selectable ? [select] : []),
    { header: 'NO', width: '3rem', cell: (_r, i) => o.offset + i + 1 },
    {
      header: 'Employee',
      width: 'minmax(8rem, 1.3fr)',
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium" title={r.employee.full_name}>
            {r.employee.full_name}
          </span>
          <span className="block truncate font-mono text-xs text-slate-600 dark:text-slate-300">
            {r.employee.staff_id}
          </span>
        </span>
      ),
    },
    ...o.view.columns,
    { header: 'Status', width: '10.25rem', cell: (r) => <RequestStatus status={r.status} label={r.status_label} /> },
    {
      header: 'Step',
      width: 'minmax(7.5rem, 1fr)',
      cell: (r) => (
        <span className="block text-xs leading-tight">
          {r.current_step ? stepNameLabel(r.current_step.stepName) : '-'}
        </span>
      ),
    },
    {
      header: 'Filed',
      width: '7rem',
      cell: (r) => (
        <span className="block leading-tight">
          {formatDateNumeric(r.created_at)}{' '}
          <span className="block text-xs text-slate-600 dark:text-slate-300">{formatTime(r.created_at)}</span>
        </span>
      ),
    },
    { header: 'Action', width: 'minmax(12rem, 1.2fr)', cell: (r) => <RowActions entity={o.entityOf(r)} /> },
  ];
}
