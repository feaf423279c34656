// "Correct attendance…" (dialog 'attendance.correct'): the day's clock-in and clock-out (Phnom Penh time on
// the record's date) and the reason, which the server requires and keeps with the before and after. The rules
// are the contract's, run before sending ("Reason is required.", "Clock out must be after clock in." in the
// form's words); a closed period's refusal (409) or a request it may not settle (403) is a toast. Escape, Cancel
// or closing after a field changed asks before discarding, as leaving a form page does.
//
// A post clock request the employee filed for this day and nobody decided yet is shown above the times, with
// "Settle the pending request with this correction", checked by default when the user may act on the request:
// HR correcting the day has decided its time, and a request left pending only waits to be rejected (the server
// refuses to approve it over a time corrected after it was filed). Unchecked, it stays pending for its approvers.
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../lib/use-form.ts';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { REQUEST_KIND_META } from '../../../commands/areas/requests/request-kinds.ts';
import { attendanceCorrectionBody, type AttendanceDetail } from '../../../contract/api/attendance.ts';
import type { PostClockRequestItem } from '../../../contract/api/requests-post-clock.ts';
import { stepNameLabel } from '../../../contract/labels.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { sharedText, textNow, useText } from '../../i18n/text.ts';
import { formatBusinessDate, weekdayOf } from '../../lib/time.ts';
import { applyServerErrors, contractResolver, spokenFields, type FieldMap } from '../../lib/form-errors.ts';
import { askConfirm, ui } from '../../lib/ui-state.ts';
import { DISCARD } from '../../lib/unsaved-changes.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { correctAttendance, useAttendanceRecord, usePendingPostClock } from './api/attendance-api.ts';
import { formatLocalTime, formatMinutes } from './format.ts';
import { StatusBadge } from './status-badge.tsx';

interface CorrectForm {
  clockIn: string;
  clockOut: string;
  reason: string;
}

const FIELDS: FieldMap<CorrectForm> = { clock_in: 'clockIn', clock_out: 'clockOut', reason: 'reason' };
const spoken = spokenFields({ clock_in: 'clock in', clock_out: 'clock out' });
// The contract's messages in the form's words, then in the language on screen.
const speak = (message: string) => sharedText(textNow, spoken(message));

type PendingRequest = PostClockRequestItem;

/** Only what changed is sent: a time left as it was keeps its punch; a time cleared removes it (null). The
 * requests to settle go with the version the dialog showed. */
function bodyOf(values: CorrectForm, record: AttendanceDetail | undefined, settle: readonly PendingRequest[] = []) {
  const change = (value: string, before: string | null | undefined) =>
    value === (before ?? '') ? undefined : value === '' ? null : value;
  return {
    clock_in: change(values.clockIn, record?.clock_in_local),
    clock_out: change(values.clockOut, record?.clock_out_local),
    reason: values.reason,
    ...(settle.length ? { settle_requests: settle.map((r) => ({ id: r.id, version: r.version })) } : {}),
  };
}

export default function CorrectDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const { data, error } = useAttendanceRecord(dialogArg?.id ?? null);
  const record = data?.data;
  const dirty = useRef(false);
  const t = useText();
  const close = () => {
    if (!dirty.current) return onClose();
    void askConfirm({ ...DISCARD, danger: true }).then((ok) => ok && onClose());
  };
  return (
    <Modal open onClose={close} title={t('attendance.correctTitle')} width="max-w-lg">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {sharedText(t, errorMessage(error))}
        </p>
      ) : !record ? (
        <p role="status" className="text-sm">
          {t('attendance.loadingRecord', { name: dialogArg?.name ?? t('attendance.theRecord') })}
        </p>
      ) : (
        <CorrectForm record={record} onClose={onClose} onCancel={close} dirty={dirty} />
      )}
    </Modal>
  );
}

function CorrectForm({
  record,
  onClose,
  onCancel,
  dirty,
}: {
  record: AttendanceDetail;
  onClose: () => void;
  onCancel: () => void;
  dirty: { current: boolean };
}) {
  const resolver = contractResolver(attendanceCorrectionBody, (v: CorrectForm) => bodyOf(v, record), FIELDS, speak);
  const { register, handleSubmit, setError, formState } = useForm<CorrectForm>({
    resolver,
    defaultValues: { clockIn: record.clock_in_local ?? '', clockOut: record.clock_out_local ?? '', reason: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  const t = useText();
  useEffect(() => {
    dirty.current = isDirty;
  }, [dirty, isDirty]);
  const pending = usePendingPostClock(record.employee.id, record.date);
  const [choices, setChoices] = useState<Record<number, boolean>>({});
  const settling = (pending.data?.data ?? []).filter((r) => choices[r.id] ?? r.can_act);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await correctAttendance(record.id, bodyOf(values, record, settling));
      toast.success(message ? sharedText(t, message) : t('toast.attendance.corrected'));
      onClose();
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 409 || status === 403) {
        toast.error(sharedText(t, errorMessage(err)));
        if (settling.length) void pending.mutate();
        return;
      }
      applyServerErrors(err, setError, { fields: FIELDS, speak, fallback: t('toast.attendance.failedCorrect') });
    }
  });

  const s = record.schedule;
  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="mb-4 text-sm">
        <p className="font-medium">
          {record.employee.name} · {record.employee.staff_id}
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          {weekdayOf(record.date)}, {formatBusinessDate(record.date)} · <StatusBadge status={record.status} /> ·{' '}
          {t('attendance.worked', { time: formatMinutes(record.worked_minutes) })}
        </p>
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('attendance.schedule', {
            start: formatLocalTime(s.start_time) ?? '',
            end: formatLocalTime(s.end_time) ?? '',
            break: s.break_minutes,
            grace: s.late_grace_minutes,
          })}
        </p>
        <PendingPostClock
          requests={pending.data?.data ?? []}
          settling={settling}
          onChoose={(id, settle) => setChoices((c) => ({ ...c, [id]: settle }))}
          onClose={onClose}
        />
        {record.closed ? (
          <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
            {t('attendance.closedDay')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('attendance.clockIn')}
          type="time"
          hint={t('attendance.timeHint')}
          error={errors.clockIn?.message}
          autoFocus
          {...register('clockIn')}
        />
        <TextField
          label={t('attendance.clockOut')}
          type="time"
          hint={t('attendance.timeHint')}
          error={errors.clockOut?.message}
          {...register('clockOut')}
        />
      </div>
      <TextAreaField
        label={t('common.reason')}
        rows={3}
        maxLength={500}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      {record.punches.length ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium">
            {t('attendance.punchesOfDay', { count: record.punches.length })}
          </summary>
          <ul className="mt-1 grid gap-0.5 text-slate-700 dark:text-slate-300">
            {record.punches.map((p) => (
              <li key={p.id} className={p.voided ? 'line-through' : ''}>
                {formatLocalTime(p.local_time)} · {t(`attendance.source.${p.source}`)}
                {p.office ? ` · ${p.office.name}` : ''}
                {p.device ? ` · ${p.device}` : ''}
                {p.voided ? t('attendance.setAside') : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {record.corrected_reason ? (
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
          {t('attendance.lastCorrection', { reason: record.corrected_reason })}
          {record.corrected_by ? ` (${record.corrected_by.username})` : ''}
        </p>
      ) : null}
      <FormButtons
        onCancel={onCancel}
        submitting={isSubmitting}
        label={t('common.save')}
        busyLabel={t('attendance.saving')}
      />
    </form>
  );
}

/** The employee's post clock requests of this day still pending: each can be opened, and settled by the correction
 * when the user may act on it (the server checks every step it would close). */
function PendingPostClock({
  requests,
  settling,
  onChoose,
  onClose,
}: {
  requests: readonly PendingRequest[];
  settling: readonly PendingRequest[];
  onChoose: (id: number, settle: boolean) => void;
  onClose: () => void;
}) {
  const t = useText();
  if (!requests.length) return null;
  return (
    <ul className="mt-2 text-amber-800 dark:text-amber-300">
      {requests.map((r) => (
        <li key={r.id}>
          <p>
            {t('attendance.pendingPostClock', { type: r.type_label, time: formatLocalTime(r.time) ?? r.time })}{' '}
            <Link
              className="text-blue-800 underline dark:text-blue-300"
              to={`${REQUEST_KIND_META.post_clock.route}?request_id=${r.id}`}
              onClick={onClose}
            >
              {t('attendance.openRequest')}
            </Link>
          </p>
          {r.can_act ? (
            <div className="mt-1 text-slate-900 dark:text-slate-100">
              <CheckboxField
                label={
                  requests.length === 1 ? t('attendance.settleOne') : t('attendance.settleType', { type: r.type_label })
                }
                hint={t('attendance.settleHint')}
                checked={settling.includes(r)}
                onChange={(e) => onChoose(r.id, e.target.checked)}
              />
            </div>
          ) : (
            <p className="text-xs">
              {t('attendance.waitsFor', {
                step: r.current_step
                  ? stepNameLabel(r.current_step.stepName).toLowerCase()
                  : t('attendance.itsApprovers'),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
