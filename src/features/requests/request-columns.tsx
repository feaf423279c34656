// The list's columns: selection, NO, employee, the kind's own columns, status with its step, filed, actions.
import type { EntityRef } from '../../../commands/types.ts';
import type { Text } from '../../i18n/text.ts';
import { formatDateNumeric, formatTime } from '../../lib/time.ts';
import { toggleAll, toggleSelected } from '../../lib/list-selection.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import type { Column } from '../../ui/data-table.tsx';
import type { RequestItem } from './api/get-requests.ts';
import type { KindView } from './kind-view.ts';
import { RequestStatus } from './request-status.tsx';
import { statusText, stepNameText } from './request-text.ts';

const checkboxClass = 'h-4 w-4 accent-blue-700';

function PageCheckbox({
  entities,
  selected,
  label,
}: {
  entities: EntityRef[];
  selected: ReadonlySet<number>;
  label: string;
}) {
  const count = entities.filter((e) => selected.has(e.id)).length;
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={label}
      disabled={entities.length === 0}
      checked={entities.length > 0 && count === entities.length}
      ref={(el) => {
        if (el) el.indeterminate = count > 0 && count < entities.length;
      }}
      onChange={() => toggleAll(entities)}
    />
  );
}

export function requestColumns(
  t: Text,
  o: {
    view: KindView;
    entities: EntityRef[];
    entityOf: (r: RequestItem) => EntityRef;
    selected: ReadonlySet<number>;
    selectable: boolean;
    offset: number;
  },
): Column<RequestItem>[] {
  const select: Column<RequestItem> = {
    header: t('requests.select'),
    width: '2.75rem',
    headerContent: <PageCheckbox entities={o.entities} selected={o.selected} label={t('requests.selectAll')} />,
    cell: (r) => {
      const entity = o.entityOf(r);
      return (
        <input
          type="checkbox"
          className={checkboxClass}
          aria-label={t('requests.selectOne', { name: entity.name })}
          checked={o.selected.has(r.id)}
          onChange={() => toggleSelected(entity)}
        />
      );
    },
  };
  return [
    ...(o.selectable ? [select] : []),
    { header: t('requests.no'), width: '3rem', inCard: false, cell: (_r, i) => o.offset + i + 1 },
    {
      header: t('common.employee'),
      width: 'minmax(8rem, 1.3fr)',
      cardLabel: false,
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium" title={r.employee.full_name}>
            {r.employee.full_name}
          </span>
          <span
            className="block truncate font-mono text-xs text-slate-600 dark:text-slate-300"
            title={r.employee.staff_id}
          >
            {r.employee.staff_id}
          </span>
        </span>
      ),
    },
    ...o.view.columns(t),
    {
      // The step waiting for a decision sits under the status, so the list fits 1366 px without scrolling.
      header: t('common.status'),
      width: '10.25rem',
      cell: (r) => (
        <span className="block">
          <RequestStatus status={r.status} label={statusText(t, r.status, r.status_label)} />
          {r.current_step ? (
            <span className="mt-0.5 block text-xs leading-tight text-slate-600 dark:text-slate-300">
              {stepNameText(r.current_step.stepName, t)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('requests.filed'),
      width: '7rem',
      cell: (r) => (
        <span className="block leading-tight">
          {formatDateNumeric(r.created_at)}{' '}
          <span className="block text-xs text-slate-600 dark:text-slate-300">{formatTime(r.created_at)}</span>
        </span>
      ),
    },
    {
      header: t('requests.action'),
      width: 'minmax(11rem, 1.2fr)',
      cardLabel: false,
      cell: (r) => <RowActions entity={o.entityOf(r)} />,
    },
  ];
}
