// /post-clock-request/add: file a forgotten clock-in or clock-out for an employee (or for yourself): the type,
// the date and time it should have been, and why. The final approval writes it into that day's attendance.
import { useForm } from '../../../lib/use-form.ts';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';
import { POST_CLOCK_TYPES, postClockRequestBody } from '../../../../contract/api/requests-post-clock.ts';
import { useText } from '../../../i18n/text.ts';
import { DateField } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { FilingForm, ReasonField, RequesterField, useFileRequest, useFocusOnLoad } from './filing-form.tsx';
import {
  EMPTY_POST_CLOCK,
  POST_CLOCK_FIELDS,
  postClockResolver,
  speakPostClock,
  toPostClockBody,
  type PostClockForm,
} from './post-clock-form.ts';

const KIND = REQUEST_KIND_META.post_clock;

export default function PostClockRequestPage() {
  const t = useText();
  const { control, register, handleSubmit, setError, setFocus, formState } = useForm<PostClockForm>({
    resolver: postClockResolver,
    defaultValues: EMPTY_POST_CLOCK,
  });
  const { errors, isSubmitting } = formState;
  useFocusOnLoad(setFocus, 'employee');

  const file = useFileRequest(KIND, setError, {
    fields: POST_CLOCK_FIELDS,
    speak: speakPostClock,
    fallback: t('requests.postClockFailed'),
  });
  const onSubmit = handleSubmit((values) => file(postClockRequestBody.parse(toPostClockBody(values))));

  return (
    <section>
      <PageHeader title={t('page./post-clock-request/add')} />
      <FilingForm
        kind={KIND}
        label={t('requests.addPostClock')}
        onSubmit={onSubmit}
        submitting={isSubmitting}
        dirty={formState.isDirty}
      >
        <RequesterField control={control} />
        <RadioGroup
          legend={t('requests.type')}
          options={POST_CLOCK_TYPES.map((v) => ({ value: v, label: t(`requests.postClock.${v}`) }))}
          error={errors.type?.message}
          inputProps={register('type')}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <DateField control={control} name="date" label={t('common.date')} />
          <TextField
            label={t('requests.time')}
            type="time"
            hint={t('requests.timeHint')}
            error={errors.time?.message}
            {...register('time')}
          />
        </div>
        <ReasonField registration={register('reason')} error={errors.reason?.message} />
      </FilingForm>
    </section>
  );
}
