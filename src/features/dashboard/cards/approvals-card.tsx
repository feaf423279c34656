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
import { textNow, useText, type Text } from '../../../i18n/text.ts';
import { Card, CardLink, Empty, muted } from '../card.tsx';
import { dateRange } from '../format.ts';
import { PENDING_ACKNOWLEDGE_LABEL } from '../../../../contract/labels.ts';

type Approvals = NonNullable<DashboardData['approvals']>;

/** The status the server labelled, in the language on screen (as the requests area reads it). */
const statusText = (t: Text, r: DashboardApproval) =>
  t(
    r.status_label === PENDING_ACKNOWLEDGE_LABEL
      ? 'requests.status.pending_acknowledge'
      : `requests.status.${r.status}`,
  );

const KIND_TITLES = {
  leave: 'dashboard.kind.leave',
  overtime: 'dashboard.kind.overtime',
  post_clock: 'dashboard.kind.postClock',
} as const;

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
    name: `${r.employee.full_name} · ${r.employee.staff_id} — ${textNow(KIND_TITLES[r.kind])} ${dateRange(r.start_date, r.end_date)} (${statusText(textNow, r)})`,
    extra: { ...extra },
  };
}

const columns = (t: Text): Column<DashboardApproval>[] => [
  {
    header: t('dashboard.request'),
    width: 'minmax(10rem, 1fr)',
    cardLabel: false,
    cell: (r) => (
      <TwoLines
        first={r.employee.full_name}
        second={`${t(KIND_TITLES[r.kind])} · ${dateRange(r.start_date, r.end_date)}`}
      />
    ),
  },
  {
    header: t('common.status'),
    width: '8.5rem',
    cell: (r) => <span className="text-sm">{statusText(t, r)}</span>,
  },
  {
    header: t('dashboard.action'),
    width: '15rem',
    cardLabel: false,
    cell: (r) => <RowActions entity={approvalEntity(r)} />,
  },
];

const ROW = 52;

export function ApprovalsCard({ data }: { data: Approvals }) {
  const navigate = useNavigate();
  const t = useText();
  const kinds = (Object.keys(data.by_kind) as Array<keyof Approvals['by_kind']>).filter(
    (k) => data.by_kind[k] !== undefined,
  );
  return (
    <Card
      title={t('dashboard.approvalsCount', { count: data.total })}
      to={{ href: REQUEST_KIND_META[kinds[0]].route, command: requestCommandId(kinds[0], 'pending') }}
      wide
    >
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('dashboard.pendingByKind')}>
        {kinds.map((k) => (
          <li key={k}>
            <CardLink
              to={{ href: REQUEST_KIND_META[k].route, command: requestCommandId(k, 'pending') }}
              className="underline"
            >
              {t('dashboard.kindCount', { kind: t(KIND_TITLES[k]), count: data.by_kind[k] ?? 0 })}
            </CardLink>
          </li>
        ))}
      </ul>
      {data.items.length === 0 ? (
        <Empty>{t('dashboard.nothingWaiting')}</Empty>
      ) : (
        <>
          <DataTable
            label={t('dashboard.approvals')}
            columns={columns(t)}
            rows={data.items}
            loading={false}
            rowKey={(r) => `${r.kind}-${r.id}`}
            toEntity={approvalEntity}
            onOpen={(r) => navigate(`${REQUEST_KIND_META[r.kind].route}?request_id=${r.id}`)}
            minWidth="34rem"
            height={`${(Math.min(data.items.length, 6) + 1) * ROW + 2}px`}
          />
          <p className={muted}>
            <Shortcut binding="j" /> / <Shortcut binding="k" /> {t('dashboard.keysMove')} <Shortcut binding="a" />{' '}
            {t('dashboard.keysApprove')} <Shortcut binding="r" /> {t('dashboard.keysReject')}{' '}
            <Shortcut binding="Enter" /> {t('dashboard.keysOpen')}
          </p>
        </>
      )}
    </Card>
  );
}
