import { useNavigate, useParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import type { UserListItem } from '../../../contract/api/users.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useDialogOverRow } from '../../lib/list-focus.ts';
import { findPageById, useSavedRowFocus } from '../../lib/unsaved-changes.ts';
import { formatDateNumeric, formatDateTime } from '../../lib/time.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { StatusText } from '../../ui/status-text.tsx';
import { fetchUsers, useUsers } from './api/get-users.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { userEntity } from './user-entity.ts';
import { OneLine } from '../../ui/two-lines.tsx';
import { useText } from '../../i18n/text.ts';
import { USER_ROUTES } from '../../../commands/areas/users/user-commands.ts';

// The page survives a trip to /users/{id}/edit and back.
const view = proxy({ page: 1 });

/** A saved user not on the page shown: go to the page that holds it (newest first, so a new one is on page 1). */
async function locateUser(id: number): Promise<boolean> {
  const page = await findPageById((p) => fetchUsers(p, DEFAULT_LIMIT), id);
  if (page !== null) view.page = page;
  return page !== null;
}

export default function UsersPage() {
  const t = useText();
  const { page } = useSnapshot(view);
  const { data, isLoading, isValidating } = useUsers(page);
  const params = useParams();
  const navigate = useNavigate();
  const editId = params.id ? Number(params.id) : null;
  // Edit User opens from the user's row, so closing it hands focus back there.
  const { shown, focusRequest } = useDialogOverRow(editId);
  // The user just added or edited (Add User, Edit User) has focus on its row once the dialog has closed.
  const savedFocus = useSavedRowFocus('user', data?.data, !!data && !isValidating, locateUser);
  const offset = ((data?.metadata.page ?? page) - 1) * (data?.metadata.limit ?? DEFAULT_LIMIT);

  const columns: Column<UserListItem>[] = [
    { header: t('users.no'), width: '4rem', inCard: false, cell: (_u, i) => offset + i + 1 },
    {
      header: t('users.username'),
      width: 'minmax(8rem, 1.2fr)',
      cell: (u) => <OneLine text={u.username} className="font-medium" />,
    },
    {
      header: t('common.role'),
      width: 'minmax(7rem, 1fr)',
      cell: (u) => <OneLine text={u.role?.name ?? '-'} />,
    },
    { header: t('common.status'), width: '7rem', cell: (u) => <StatusText status={u.status} /> },
    { header: t('users.lastLogin'), width: '11.5rem', cell: (u) => formatDateTime(u.last_login_at) },
    { header: t('users.createdAt'), width: '8rem', cell: (u) => formatDateNumeric(u.created_at) },
    {
      header: t('users.action'),
      width: 'minmax(14rem, 1.4fr)',
      cardLabel: false,
      cell: (u) => <RowActions entity={userEntity(u)} />,
    },
  ];

  return (
    <section>
      <PageHeader title={t('page./users')}>
        <Toolbar group="Users" />
      </PageHeader>
      <DataTable
        label={t('page./users')}
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(u) => u.id}
        toEntity={userEntity}
        focusRequest={focusRequest ?? (shown ? null : savedFocus)}
        onOpen={(u) => void runCommand('user.edit', userEntity(u), 'shortcut')}
      />
      <Pagination label={t('users.pages')} meta={data?.metadata} onPage={(p) => (view.page = p)} />
      {shown ? <EditUserDialog key={shown} id={shown} onClose={() => navigate(USER_ROUTES.list.path)} /> : null}
    </section>
  );
}
