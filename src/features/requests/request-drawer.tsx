// One request in a side panel: a modal dialog with a heading (focus moves in on open, Escape closes, focus
// goes back on close). The person, the kind's fields, the reason, the status, the step timeline, the
// decision and the actions the registry allows this user; for leave, the balance and the attachment.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../commands/error-message.ts';
import type { RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import { sharedText, textNow, useText } from '../../i18n/text.ts';
import { formatDateTime } from '../../lib/time.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { useRequest, type RequestDetail } from './api/get-request.ts';
import { KIND_VIEWS } from './kind-views.ts';
import { LeaveBalancePanel } from './leave-balance-panel.tsx';
import { employeeLabel, requestEntity } from './request-entity.ts';
import { RequestStatus } from './request-status.tsx';
import { RequestTimeline } from './request-timeline.tsx';
import { statusText, stepNameText } from './request-text.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** "attachment.pdf" / "attachment.png" from the data URL's type. */
function attachmentName(id: number, dataUrl: string) {
  const type = /^data:[^/]+\/([a-z0-9.+-]+)[;,]/i.exec(dataUrl)?.[1] ?? 'bin';
  return `leave-request-${id}-attachment.${type === 'jpeg' ? 'jpg' : type}`;
}

function Details({ kind, r }: { kind: RequestKindMeta; r: RequestDetail }) {
  const t = useText();
  const stepsId = useId();
  // Items carry their kind as a plain enum; a leave's detail is the one that carries an attachment field.
  const leave = kind.kind === 'leave' && 'attachment' in r ? r : null;
  const org = [r.employee.department?.name, r.employee.team?.name].filter(Boolean).join(' / ') || '-';
  return (
    <>
      <dl className="mb-5 text-sm">
        <Row label={t('common.employee')}>{employeeLabel(r)}</Row>
        <Row label={t('requests.departmentTeam')}>{org}</Row>
        {KIND_VIEWS[kind.kind].details(r, t).map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
        <Row label={t('common.reason')}>
          <span className="whitespace-pre-wrap">{r.reason}</span>
        </Row>
        {leave?.attachment ? (
          <Row label={t('common.attachment')}>
            <a
              href={leave.attachment}
              download={attachmentName(r.id, leave.attachment)}
              className="font-medium text-blue-800 underline dark:text-blue-300"
            >
              {t('requests.downloadAttachment')}
            </a>
          </Row>
        ) : leave?.has_attachment ? (
          <Row label={t('common.attachment')}>{t('requests.privateAttachment')}</Row>
        ) : null}
        <Row label={t('common.status')}>
          <RequestStatus status={r.status} label={statusText(t, r.status, r.status_label)} />
        </Row>
        <Row label={t('requests.waitingFor')}>{r.current_step ? stepNameText(r.current_step.stepName, t) : '-'}</Row>
        <Row label={t('requests.filed')}>
          {formatDateTime(r.created_at)}
          {r.filed_by ? t('requests.by', { name: r.filed_by.username }) : ''}
        </Row>
        {r.decided_at ? (
          <Row label={t('requests.decided')}>
            {formatDateTime(r.decided_at)}
            {r.decided_by ? t('requests.by', { name: r.decided_by.username }) : ''}
          </Row>
        ) : null}
        {r.decision_comment ? (
          <Row label={t('requests.decisionComment')}>
            <span className="whitespace-pre-wrap">{r.decision_comment}</span>
          </Row>
        ) : null}
      </dl>
      {leave ? <LeaveBalancePanel employeeId={r.employee.id} leaveType={leave.leave_type} on={r.start_date} /> : null}
      <h3 id={stepsId} className="mb-3 text-sm font-semibold">
        {t('requests.approvalSteps')}
      </h3>
      <RequestTimeline steps={r.steps} labelledBy={stepsId} />
    </>
  );
}

export function RequestDrawer({ kind, id, onClose }: { kind: RequestKindMeta; id: number; onClose: () => void }) {
  const t = useText();
  const { data, error } = useRequest(kind, id);
  const r = data?.data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A request that is not there (a notification of one since removed, a mistyped link): say so, back to the list.
  const missing = (error as { status?: number } | undefined)?.status === 404;
  const closeLatest = useRef(onClose);
  closeLatest.current = onClose;
  useEffect(() => {
    if (!missing) return;
    toast.error(sharedText(textNow, errorMessage(error, textNow(`requests.notFound.${kind.kind}`))));
    closeLatest.current();
  }, [missing, error, kind]);

  // An action that succeeds takes its own button away (a decided request has none): keep focus in the panel.
  useEffect(() => {
    const active = document.activeElement;
    if (r && (!active || active === document.body)) headingRef.current?.focus();
  }, [r?.version, r]);

  return (
    // Focus starts on Close and goes back, on close, to what had it before the drawer opened: the request's row,
    // which the list focuses first (useDialogOverRow).
    <Drawer
      title={`${t(`requests.title.${kind.kind}`)}${r ? `: ${r.employee.full_name}` : ''}`}
      onClose={onClose}
      width="max-w-xl"
      initialFocus="close"
      titleRef={headingRef}
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(`requests.oneLoadFailed.${kind.kind}`)}
        </p>
      ) : !r ? (
        <p role="status" className="text-sm">
          {t('requests.loading')}
        </p>
      ) : (
        <>
          <div className="mb-4">
            <RowActions entity={requestEntity(kind, r)} source="button" />
          </div>
          <Details kind={kind} r={r} />
        </>
      )}
    </Drawer>
  );
}
