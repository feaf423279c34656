// The list's columns: selection, NO, employee, the kind's own columns, status, step, filed, actions.
import type { EntityRef } from '../../../commands/types.ts';
import { formatDateTime } from '../../lib/time.ts';
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
    width: '3rem',
    headerContent: <PageCheckbox entities={o.entities} selected={o.selected} />,
    cell: (r) => {
      const entity = o.entityOf(r);
      return <input type="checkbox" className={checkboxClass} aria-label={`Select ${entity.name}`} checked={o.selected.has(r.id)} onChange={() => toggleSelected(entity)} />;
    },
  };
  return [
    ...(o.selectable ? [select] : []),
    { header: 'NO', width: '3.5rem', cell: (_r, i) => o.offset + i + 1 },
    {
      header: 'Employee',
      width: 'minmax(9rem, 1.4fr)',
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium" title={r.employee.full_name}>
            {r.employee.full_name}
          </span>
          <span className="block truncate font-mono text-xs text-slate-600 dark:text-slate-300">{r.employee.staff_id}</span>
        </span>
      ),
    },
    ...o.view.columns,
    { header: 'Status', width: '9.5rem', cell: (r) => <RequestStatus status={r.status} label={r.status_label} /> },
    { header: 'Step', width: 'minmax(8rem, 1fr)', cell: (r) => <span className="text-xs">{r.current_step ? stepNameLabel(r.current_step.stepName) : '-'}</span> },
    { header: 'Filed', width: '9.5rem', cell: (r) => <span className="text-xs">{formatDateTime(r.created_at)}</span> },
    { header: 'Action', width: 'minmax(13rem, 1.2fr)', cell: (r) => <RowActions entity={o.entityOf(r)} /> },
  ];
}
