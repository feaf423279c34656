import type { RoleListItem } from '../../../contract/api/roles.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useSavedRowFocus } from '../../lib/unsaved-changes.ts';
import { formatDateNumeric } from '../../lib/time.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusText } from '../../ui/status-text.tsx';
import { useRoles } from './api/get-roles.ts';
import { OneLine } from '../../ui/two-lines.tsx';
import { useText, type Text } from '../../i18n/text.ts';

const roleEntity = (r: RoleListItem): EntityRef => ({ kind: 'role', id: r.id, name: r.role_name });

const columnsOf = (t: Text): Column<RoleListItem>[] => [
  { header: t('roles.no'), width: '4rem', inCard: false, cell: (_r, i) => i + 1 },
  {
    header: t('roles.roleName'),
    width: 'minmax(10rem, 1.2fr)',
    cardLabel: false,
    cell: (r) => (
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-blue-100 text-xs font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
        >
          {r.role_name.charAt(0).toUpperCase()}
        </span>
        <span className="truncate font-medium" title={r.role_name}>
          {r.role_name}
        </span>
      </span>
    ),
  },
  {
    header: t('common.description'),
    width: 'minmax(10rem, 2fr)',
    cell: (r) => (
      <span className="block truncate" title={r.description}>
        {r.description}
      </span>
    ),
  },
  { header: t('common.status'), width: '7rem', cell: (r) => <StatusText status={r.status} /> },
  {
    header: t('roles.createdBy'),
    width: '8rem',
    cell: (r) => <OneLine text={r.user?.username ?? t('roles.system')} />,
  },
  { header: t('roles.createdAt'), width: '8rem', cell: (r) => formatDateNumeric(r.created_at) },
  { header: t('roles.action'), width: '9rem', cardLabel: false, cell: (r) => <RowActions entity={roleEntity(r)} /> },
];

// Every role is on the one page: a saved role missing from fresh rows is not there to show.
const notListed = () => Promise.resolve(false);

export default function RolesPage() {
  const t = useText();
  const { data, isLoading, isValidating } = useRoles();
  // The role just added or edited has focus on its row.
  const savedFocus = useSavedRowFocus('role', data?.data, !!data && !isValidating, notListed);
  return (
    <section>
      <PageHeader title={t('page./roles')}>
        <Toolbar group="Roles" />
      </PageHeader>
      <DataTable
        label={t('page./roles')}
        columns={columnsOf(t)}
        rows={data?.data}
        loading={isLoading}
        rowKey={(r) => r.id}
        toEntity={roleEntity}
        focusRequest={savedFocus}
        onOpen={(r) => void runCommand('role.edit', roleEntity(r), 'shortcut')}
      />
    </section>
  );
}
