// /ot/add: file an overtime request for an employee (or for yourself): a date, then either the start and end
// time or a number of hours, and a reason. Shows the hours asked for; the server keeps the 12-hour day.
import { useForm } from '../../../lib/use-form.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';
import { overtimeRequestBody } from '../../../../contract/api/requests-overtime.ts';
import { useText, type Text } from '../../../i18n/text.ts';
import { DateField } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { FilingForm, ReasonField, RequesterField, useFileRequest, useFocusOnLoad } from './filing-form.tsx';
import {
  EMPTY_OVERTIME,
  formatHours,
  OVERTIME_FIELDS,
  overtimeHours,
  overtimeResolver,
  speakOvertime,
  toOvertimeBody,
  type OvertimeForm,
} from './overtime-form.ts';

const KIND = REQUEST_KIND_META.overtime;
const modes = (t: Text) => [
  { value: 'times', label: t('requests.startEnd') },
  { value: 'hours', label: t('requests.numberOfHours') },
];

export default function OvertimeRequestPage() {
  const t = useText();
  const { control, register, handleSubmit, setError, setFocus, watch, formState } = useForm<OvertimeForm>({
    resolver: overtimeResolver,
    defaultValues: EMPTY_OVERTIME,
  });
  const { errors, isSubmitting } = formState;
  useFocusOnLoad(setFocus, 'employee');
  const v = watch();
  const hours = overtimeHours(v);

  const file = useFileRequest(KIND, setError, {
    fields: OVERTIME_FIELDS,
    speak: speakOvertime,
    fallback: t('requests.overtimeFailed'),
  });
  const onSubmit = handleSubmit((values) => file(overtimeRequestBody.parse(toOvertimeBody(values))));

  return (
    <section>
      <PageHeader title={t('page./ot/add')} />
      <FilingForm
        kind={KIND}
        label={t('requests.addOvertime')}
        onSubmit={onSubmit}
        submitting={isSubmitting}
        dirty={formState.isDirty}
      >
        <RequesterField control={control} />
        <DateField control={control} name="date" label={t('common.date')} />
        <RadioGroup legend={t('requests.overtimeGivenAs')} options={modes(t)} inputProps={register('mode')} />
        {v.mode === 'times' ? (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={t('requests.startTime')}
              type="time"
              error={errors.start_time?.message}
              {...register('start_time')}
            />
            <TextField
              label={t('requests.endTime')}
              type="time"
              error={errors.end_time?.message}
              {...register('end_time')}
            />
          </div>
        ) : (
          <TextField
            label={t('requests.hours')}
            type="number"
            inputMode="decimal"
            min={0.25}
            max={12}
            step={0.25}
            hint={t('requests.hoursHint')}
            error={errors.hours?.message}
            {...register('hours')}
          />
        )}
        <div className="mb-4 text-sm">
          <span className="font-medium">{t('requests.overtimeLabel')}</span>
          <output aria-live="polite">{hours === null ? '-' : formatHours(hours)}</output>
        </div>
        <ReasonField registration={register('reason')} error={errors.reason?.message} />
      </FilingForm>
    </section>
  );
}
