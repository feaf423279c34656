// "Attendance settings" (dialog 'attendance.settings'): the company's work schedule (working days, hours,
// break, grace for late arrival and early leave) and the day the attendance period starts (1 = the calendar
// month; e.g. 26: "November 2026" runs 26 Oct – 25 Nov). The rules are the contract's, checked before sending.
// Saving derives the open periods' days again on the server; office schedules are listed as they are.
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  scheduleBody,
  settingsBody,
  type AttendanceSettings,
  type SettingsBody,
} from '../../../contract/api/attendance.ts';
import { MAX_PERIOD_START_DAY, WEEKDAY_LABELS } from '../../../contract/attendance-codes.ts';
import { ATTENDANCE_TOAST } from '../../../commands/areas/attendance/attendance-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import {
  applyServerErrors,
  errorsResolver,
  issuesToErrors,
  spokenFields,
  type FieldMap,
} from '../../lib/form-errors.ts';
import { formatBusinessDate } from '../../lib/time.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { FieldError } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveAttendanceSettings, useAttendanceSettings } from './api/attendance-api.ts';

interface SettingsForm {
  workingDays: string[];
  startTime: string;
  endTime: string;
  breakMinutes: string;
  lateGrace: string;
  earlyGrace: string;
  periodStartDay: string;
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
const speak = spokenFields({
  working_days: 'working days',
  start_time: 'start time',
  end_time: 'end time',
  break_minutes: 'break',
  late_grace_minutes: 'late grace',
  early_grace_minutes: 'early grace',
  period_start_day: 'period start day',
});

const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function bodyOf(v: SettingsForm): SettingsBody {
  return {
    company: {
      working_days: v.workingDays.map(Number).sort((a, b) => a - b),
      start_time: v.startTime,
      end_time: v.endTime,
      break_minutes: number(v.breakMinutes),
      late_grace_minutes: number(v.lateGrace),
      early_grace_minutes: number(v.earlyGrace),
    },
    period_start_day: number(v.periodStartDay),
  };
}

// The schedule's issues name its own fields (company.start_time → start_time); the period's, its field.
const resolver = errorsResolver<SettingsForm>((values) => {
  const body = bodyOf(values);
  const errors = {};
  const company = scheduleBody.safeParse(body.company);
  if (!company.success) issuesToErrors(company.error.issues, FIELDS, speak, errors);
  const period = settingsBody.safeParse({ period_start_day: body.period_start_day });
  if (!period.success) issuesToErrors(period.error.issues, FIELDS, speak, errors);
  return errors;
});

export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { data, error } = useAttendanceSettings();
  return (
    <Modal open onClose={onClose} title="Attendance Settings" width="max-w-xl">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm">
          Loading the settings…
        </p>
      ) : (
        <SettingsFormView settings={data.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function SettingsFormView({ settings, onClose }: { settings: AttendanceSettings; onClose: () => void }) {
  const c = settings.company;
  const { register, handleSubmit, setError, formState } = useForm<SettingsForm>({
    resolver,
    defaultValues: {
      workingDays: c.working_days.map(String),
      startTime: c.start_time,
      endTime: c.end_time,
      breakMinutes: String(c.break_minutes),
      lateGrace: String(c.late_grace_minutes),
      earlyGrace: String(c.early_grace_minutes),
      periodStartDay: String(settings.period_start_day),
    },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveAttendanceSettings(bodyOf(values));
      toast.success(message || ATTENDANCE_TOAST.settingsSaved);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, speak, fallback: 'Failed to update attendance settings' });
    }
  });

  const p = settings.current_period;
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="mb-4" aria-describedby={errors.workingDays ? 'working-days-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <label key={d} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={String(d)}
                className="h-4 w-4 accent-blue-700"
                autoFocus={d === 1}
                {...register('workingDays')}
              />
              {WEEKDAY_LABELS[d]}
            </label>
          ))}
        </div>
        <FieldError id="working-days-error" message={errors.workingDays?.message} />
      </fieldset>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label="Start time" type="time" error={errors.startTime?.message} {...register('startTime')} />
        <TextField label="End time" type="time" error={errors.endTime?.message} {...register('endTime')} />
        <TextField
          label="Break (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.breakMinutes?.message}
          {...register('breakMinutes')}
        />
        <TextField
          label="Late grace (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.lateGrace?.message}
          {...register('lateGrace')}
        />
        <TextField
          label="Early leave grace (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.earlyGrace?.message}
          {...register('earlyGrace')}
        />
        <TextField
          label="Period start day"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PERIOD_START_DAY}
          hint={`1 = the calendar month; e.g. 26: a month's period runs from the 26th before to the 25th. Now: ${formatBusinessDate(p.from)} – ${formatBusinessDate(p.to)}.`}
          error={errors.periodStartDay?.message}
          {...register('periodStartDay')}
        />
      </div>
      {settings.offices.length ? (
        <div className="mb-2 text-sm">
          <p className="font-medium">Offices with their own schedule</p>
          <ul className="text-slate-700 dark:text-slate-300">
            {settings.offices.map((o) => (
              <li key={o.office.id}>
                {o.office.name}: {o.schedule.start_time}–{o.schedule.end_time},{' '}
                {o.schedule.working_days.map((d) => WEEKDAY_LABELS[d]?.slice(0, 3)).join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormButtons onCancel={onClose} submitting={isSubmitting} label="Save" busyLabel="Saving..." />
    </form>
  );
}
