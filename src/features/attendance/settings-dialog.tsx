// "Attendance settings" (dialog 'attendance.settings'): the company's work schedule (working days, hours,
// break, grace for late arrival and early leave) and the day the attendance period starts (1 = the calendar
// month; e.g. 26: "November 2026" runs 26 Oct – 25 Nov). The rules are the contract's, checked before sending.
// Saving derives the open periods' days again on the server. Offices with a schedule of their own are listed
// below it: each is added, edited or removed in its own small form in the same dialog (PATCH settings with that
// one office), under the same rules and messages as the default; the server logs each change.
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import {
  scheduleBody,
  settingsBody,
  type AttendanceSettings,
  type Schedule,
  type ScheduleBody,
  type SettingsBody,
} from '../../../contract/api/attendance.ts';
import { MAX_PERIOD_START_DAY } from '../../../contract/attendance-codes.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import {
  applyServerErrors,
  errorsResolver,
  issuesToErrors,
  spokenFields,
  type FieldMap,
} from '../../lib/form-errors.ts';
import { sharedText, textNow, useText, type Text } from '../../i18n/text.ts';
import { formatBusinessDate, weekdayOf } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { FieldError } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveAttendanceSettings, useAttendanceSettings, useOfficeChoices } from './api/attendance-api.ts';

/** The schedule's fields as the form holds them (text, as typed). */
interface ScheduleForm {
  workingDays: string[];
  startTime: string;
  endTime: string;
  breakMinutes: string;
  lateGrace: string;
  earlyGrace: string;
}
interface SettingsForm extends ScheduleForm {
  periodStartDay: string;
}
interface OfficeScheduleForm extends ScheduleForm {
  office: string;
}

const FIELDS: FieldMap<SettingsForm> = {
  working_days: 'workingDays',
  start_time: 'startTime',
  end_time: 'endTime',
  break_minutes: 'breakMinutes',
  late_grace_minutes: 'lateGrace',
  early_grace_minutes: 'earlyGrace',
  period_start_day: 'periodStartDay',
};
const spoken = spokenFields({
  working_days: 'working days',
  start_time: 'start time',
  end_time: 'end time',
  break_minutes: 'break',
  late_grace_minutes: 'late grace',
  early_grace_minutes: 'early grace',
  period_start_day: 'period start day',
});
// The contract's messages in the form's words, then in the language on screen.
const speak = (message: string) => sharedText(textNow, spoken(message));

/** An ISO weekday's name (1 Monday … 7 Sunday) in the language on screen: 1 January 2001 was a Monday. */
const weekdayName = (day: number) => weekdayOf(`2001-01-0${day}`);

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function scheduleOf(v: ScheduleForm): ScheduleBody {
  return {
    working_days: v.workingDays.map(Number).sort((a, b) => a - b),
    start_time: v.startTime,
    end_time: v.endTime,
    break_minutes: number(v.breakMinutes),
    late_grace_minutes: number(v.lateGrace),
    early_grace_minutes: number(v.earlyGrace),
  };
}

function formOf(s: Schedule): ScheduleForm {
  return {
    workingDays: s.working_days.map(String),
    startTime: s.start_time,
    endTime: s.end_time,
    breakMinutes: String(s.break_minutes),
    lateGrace: String(s.late_grace_minutes),
    earlyGrace: String(s.early_grace_minutes),
  };
}

function bodyOf(v: SettingsForm): SettingsBody {
  return { company: scheduleOf(v), period_start_day: number(v.periodStartDay) };
}

/** The schedule's rules (the contract's), its issues named by its own fields. */
function scheduleErrors<T extends ScheduleForm>(values: T, errors = {}) {
  const checked = scheduleBody.safeParse(scheduleOf(values));
  if (!checked.success) issuesToErrors(checked.error.issues, FIELDS as unknown as FieldMap<T>, speak, errors);
  return errors;
}

// The schedule's issues name its own fields (company.start_time → start_time); the period's, its field.
const resolver = errorsResolver<SettingsForm>((values) => {
  const errors = scheduleErrors(values);
  const period = settingsBody.safeParse({ period_start_day: number(values.periodStartDay) });
  if (!period.success) issuesToErrors(period.error.issues, FIELDS, speak, errors);
  return errors;
});

const officeResolver = errorsResolver<OfficeScheduleForm>((values) => {
  const errors: Record<string, { type: string; message: string }> = scheduleErrors(values);
  if (!values.office) errors.office = { type: 'validation', message: textNow('toast.attendance.officeRequired') };
  return errors;
});

/** Working days, hours, break and grace: the company's and an office's alike. */
function ScheduleFields<T extends ScheduleForm>({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  const r = register as unknown as UseFormRegister<ScheduleForm>;
  const e = errors as FieldErrors<ScheduleForm>;
  const daysError = useId();
  const t = useText();
  return (
    <>
      <fieldset className="mb-4" aria-describedby={e.workingDays ? daysError : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('attendance.workingDays')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={String(d)}
                className="h-4 w-4 accent-blue-700"
                autoFocus={autoFocus && d === 1}
                {...r('workingDays')}
              />
              {weekdayName(d)}
            </label>
          ))}
        </div>
        <FieldError id={daysError} message={e.workingDays?.message} />
      </fieldset>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label={t('attendance.startTime')} type="time" error={e.startTime?.message} {...r('startTime')} />
        <TextField label={t('attendance.endTime')} type="time" error={e.endTime?.message} {...r('endTime')} />
        <TextField
          label={t('attendance.breakMinutes')}
          type="number"
          inputMode="numeric"
          min={0}
          error={e.breakMinutes?.message}
          {...r('breakMinutes')}
        />
        <TextField
          label={t('attendance.lateGrace')}
          type="number"
          inputMode="numeric"
          min={0}
          error={e.lateGrace?.message}
          {...r('lateGrace')}
        />
        <TextField
          label={t('attendance.earlyGrace')}
          type="number"
          inputMode="numeric"
          min={0}
          error={e.earlyGrace?.message}
          {...r('earlyGrace')}
        />
      </div>
    </>
  );
}

/** Which office's schedule is being edited in the dialog: an office id, 'new' for one not yet listed. */
type Editing = number | 'new' | null;

export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { data, error } = useAttendanceSettings();
  // Opened for an office ("Edit office schedule…"): straight to its schedule.
  const { dialogArg } = useSnapshot(ui);
  const office = dialogArg?.kind === 'office' ? dialogArg : null;
  const [editing, setEditing] = useState<Editing>(office?.id ?? null);
  const t = useText();
  return (
    <Modal open onClose={onClose} title={t('attendance.settingsTitle')} width="max-w-xl">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {sharedText(t, errorMessage(error))}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm">
          {t('attendance.loadingSettings')}
        </p>
      ) : (
        <>
          {/* Kept while an office's schedule is edited, so what was typed here stays. */}
          <div hidden={editing !== null}>
            <SettingsFormView settings={data.data} onClose={onClose} onEditOffice={setEditing} />
          </div>
          {editing !== null ? (
            <OfficeScheduleView
              settings={data.data}
              officeId={editing === 'new' ? null : editing}
              officeName={office?.id === editing ? office.name : undefined}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

function SettingsFormView({
  settings,
  onClose,
  onEditOffice,
}: {
  settings: AttendanceSettings;
  onClose: () => void;
  onEditOffice: (office: Editing) => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<SettingsForm>({
    resolver,
    defaultValues: { ...formOf(settings.company), periodStartDay: String(settings.period_start_day) },
  });
  const { errors, isSubmitting } = formState;
  const t = useText();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveAttendanceSettings(bodyOf(values));
      toast.success(message ? sharedText(t, message) : t('toast.attendance.settingsSaved'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, speak, fallback: t('toast.attendance.failedSettings') });
    }
  });

  const p = settings.current_period;
  return (
    <form onSubmit={onSubmit} noValidate>
      <ScheduleFields register={register} errors={errors} autoFocus />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('attendance.periodStartDay')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PERIOD_START_DAY}
          hint={t('attendance.periodHint', { from: formatBusinessDate(p.from), to: formatBusinessDate(p.to) })}
          error={errors.periodStartDay?.message}
          {...register('periodStartDay')}
        />
      </div>
      <OfficeScheduleList settings={settings} onEdit={onEditOffice} />
      <FormButtons
        onCancel={onClose}
        submitting={isSubmitting}
        label={t('common.save')}
        busyLabel={t('attendance.saving')}
      />
    </form>
  );
}

const days = (t: Text, s: Schedule) => s.working_days.map((day) => t('attendance.weekday3', { day })).join(' ');

/** The offices with a schedule of their own, each with Edit and Remove; Add for another office. */
function OfficeScheduleList({ settings, onEdit }: { settings: AttendanceSettings; onEdit: (office: Editing) => void }) {
  const [removing, setRemoving] = useState<number | null>(null);
  const headingId = useId();
  const t = useText();
  const remove = async (office: { id: number; name: string }) => {
    setRemoving(office.id);
    try {
      await saveAttendanceSettings({ offices: [{ office_id: office.id, schedule: null }] });
      toast.success(t('toast.attendance.officeRemoved', { office: office.name }));
      // The row goes away: focus goes on to the Add button, not to the page behind.
      document.getElementById(`${headingId}-add`)?.focus();
    } catch (err) {
      toast.error(sharedText(t, errorMessage(err)));
    } finally {
      setRemoving(null);
    }
  };
  return (
    <section aria-labelledby={headingId} className="mb-4 border-t border-slate-200 pt-3 dark:border-slate-700">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('attendance.officeSchedules')}
      </h3>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {settings.offices.length ? t('attendance.someOffices') : t('attendance.everyOffice')}
      </p>
      {settings.offices.length ? (
        <ul className="mb-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {settings.offices.map(({ office, schedule }) => (
            <li key={office.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span>
                <span className="font-medium">{office.name}</span>
                {t('attendance.officeRow', {
                  start: schedule.start_time,
                  end: schedule.end_time,
                  days: days(t, schedule),
                  break: schedule.break_minutes,
                  late: schedule.late_grace_minutes,
                  early: schedule.early_grace_minutes,
                })}
              </span>
              <span className="flex gap-2">
                <Button
                  aria-label={t('attendance.editScheduleOf', { office: office.name })}
                  onClick={() => onEdit(office.id)}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  aria-label={t('attendance.removeScheduleOf', { office: office.name })}
                  disabled={removing === office.id}
                  onClick={() => void remove(office)}
                >
                  {t('common.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button id={`${headingId}-add`} onClick={() => onEdit('new')}>
        {t('attendance.addOfficeSchedule')}
      </Button>
    </section>
  );
}

/** One office's schedule: a new one starts from the company's; saving sends that office alone. */
function OfficeScheduleView({
  settings,
  officeId,
  officeName,
  onDone,
}: {
  settings: AttendanceSettings;
  officeId: number | null;
  officeName?: string;
  onDone: () => void;
}) {
  const { permissions } = useCommandContext();
  const current = settings.offices.find((o) => o.office.id === officeId);
  const allOffices = useOfficeChoices(officeId === null && permissions.has('office:read'));
  const listed = new Set(settings.offices.map((o) => o.office.id));
  const choices = (allOffices.data?.data ?? []).filter((o) => !listed.has(o.id));
  const { register, handleSubmit, setError, formState } = useForm<OfficeScheduleForm>({
    resolver: officeResolver,
    defaultValues: { ...formOf(current?.schedule ?? settings.company), office: officeId ? String(officeId) : '' },
  });
  const { errors, isSubmitting } = formState;
  const t = useText();
  const nameOf = (id: number) =>
    current?.office.name ??
    officeName ??
    allOffices.data?.data.find((o) => o.id === id)?.name ??
    t('attendance.officeNumber', { id });

  const onSubmit = handleSubmit(async (values) => {
    const id = Number(values.office);
    try {
      await saveAttendanceSettings({ offices: [{ office_id: id, schedule: scheduleOf(values) }] });
      toast.success(t('toast.attendance.officeSaved', { office: nameOf(id) }));
      onDone();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: { office_id: 'office' },
        speak,
        fallback: t('toast.attendance.failedOffice'),
      });
    }
  });

  const title = current
    ? t('attendance.scheduleOf', { office: current.office.name })
    : officeId
      ? t('attendance.scheduleOf', { office: nameOf(officeId) })
      : t('attendance.addOfficeSchedule');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <h3 className="mb-3 text-sm font-semibold">{title}</h3>
      {officeId === null ? (
        <SelectField
          label={t('common.office')}
          placeholder={t('attendance.selectOffice')}
          options={choices.map((o) => ({ value: String(o.id), label: o.name }))}
          error={errors.office?.message}
          autoFocus
          {...register('office')}
        />
      ) : null}
      <ScheduleFields register={register} errors={errors} autoFocus={officeId !== null} />
      <FormButtons
        onCancel={onDone}
        submitting={isSubmitting}
        label={t('common.save')}
        busyLabel={t('attendance.saving')}
      />
    </form>
  );
}
