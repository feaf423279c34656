// My pending approvals: the requests the signed-in user can decide now, newest first. Each row carries the
// requests area's own actions (Approve / Acknowledged, Reject, Cancel); `a` and `r` on a focused row run them
// too (commands/areas/dashboard). Each kind's count links to its list, filtered to pending.
import type { DashboardApproval, DashboardData } from '../../../../contract/api/dashboard.ts';
import { requestCommandId, type RequestExtra } from '../../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';
import type { EntityRef } from '../../../../commands/types.ts';
import { RowActions } from '../../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { Shortcut } from '../../../ui/kbd.tsx';
import { TwoLines } from '../../../ui/two-lines.tsx';
import { useNavigate } from 'react-router-dom';
import { Card, CardLink, Empty, muted } from '../card.tsx';
import { dateRange } from '../format.ts';

type Approvals = NonNullable<DashboardData['approvals']>;

const KIND_TITLES = { leave: 'Leave', overtime: 'OT', post_clock: 'Post clock' } as const;

/** The request as the requests area's commands see it (their entity kind, and what the server said). */
export function approvalEntity(r: DashboardApproval): EntityRef {
  const extra: RequestExtra = {
    can_act: r.can_act,
    can_cancel: r.can_cancel,
    mine: r.mine,
    status: r.status,
    step_role: r.step_role,
    version: r.version,
  };
  return {
    kind: REQUEST_KIND_META[r.kind].entity,
    id: r.id,
    name: `${r.employee.full_name} · ${r.employee.staff_id} — ${KIND_TITLES[r.kind]} ${dateRange(r.start_date, r.end_date)} (${r.status_label})`,
    extra: { ...extra },
  };
}

const COLUMNS: Column<DashboardApproval>[] = [
  {
    header: 'Request',
    width: 'minmax(10rem, 1fr)',
    cardLabel: false,
    cell: (r) => (
      <TwoLines
        first={r.employee.full_name}
        second={`${KIND_TITLES[r.kind]} · ${dateRange(r.start_date, r.end_date)}`}
      />
    ),
  },
  { header: 'Status', width: '8.5rem', cell: (r) => <span className="text-sm">{r.status_label}</span> },
  { header: 'Action', width: '15rem', cardLabel: false, cell: (r) => <RowActions entity={approvalEntity(r)} /> },
];

const ROW = 52;

export function ApprovalsCard({ data }: { data: Approvals }) {
  const navigate = useNavigate();
  const kinds = (Object.keys(data.by_kind) as Array<keyof Approvals['by_kind']>).filter(
    (k) => data.by_kind[k] !== undefined,
  );
  return (
    <Card
      title={`My pending approvals (${data.total})`}
      to={{ href: REQUEST_KIND_META[kinds[0]].route, command: requestCommandId(kinds[0], 'pending') }}
      wide
    >
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Pending by kind">
        {kinds.map((k) => (
          <li key={k}>
            <CardLink
              to={{ href: REQUEST_KIND_META[k].route, command: requestCommandId(k, 'pending') }}
              className="underline"
            >
              {KIND_TITLES[k]}: {data.by_kind[k]}
            </CardLink>
          </li>
        ))}
      </ul>
      {data.items.length === 0 ? (
        <Empty>Nothing is waiting for you.</Empty>
      ) : (
        <>
          <DataTable
            label="My pending approvals"
            columns={COLUMNS}
            rows={data.items}
            loading={false}
            rowKey={(r) => `${r.kind}-${r.id}`}
            toEntity={approvalEntity}
            onOpen={(r) => navigate(`${REQUEST_KIND_META[r.kind].route}?request_id=${r.id}`)}
            minWidth="34rem"
            height={`${(Math.min(data.items.length, 6) + 1) * ROW + 2}px`}
          />
          <p className={muted}>
            <Shortcut binding="j" /> / <Shortcut binding="k" /> move, <Shortcut binding="a" /> approve,{' '}
            <Shortcut binding="r" /> reject, <Shortcut binding="Enter" /> open.
          </p>
        </>
      )}
    </Card>
  );
}
