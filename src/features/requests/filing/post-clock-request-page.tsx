// /post-clock-request/add: file a forgotten clock-in or clock-out for an employee (or for yourself): the type,
// the date and time it should have been, and why. The final approval writes it into that day's attendance.
import { useForm } from 'react-hook-form';
import { REQUEST_KIND_META } from '../../../../commands/areas/requests/request-kinds.ts';
import { POST_CLOCK_TYPES, postClockRequestBody } from '../../../../contract/api/requests-post-clock.ts';
import { POST_CLOCK_TYPE_LABELS } from '../../../../contract/labels.ts';
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
const TYPES = POST_CLOCK_TYPES.map((t) => ({ value: t, label: POST_CLOCK_TYPE_LABELS[t] }));

export default function PostClockRequestPage() {
  const { control, register, handleSubmit, setError, setFocus, formState } = useForm<PostClockForm>({
    resolver: postClockResolver,
    defaultValues: EMPTY_POST_CLOCK,
  });
  const { errors, isSubmitting } = formState;
  useFocusOnLoad(setFocus, 'employee');

  const file = useFileRequest(KIND, setError, {
    fields: POST_CLOCK_FIELDS,
    speak: speakPostClock,
    fallback: 'Failed to submit post clock request',
  });
  const onSubmit = handleSubmit((values) => file(postClockRequestBody.parse(toPostClockBody(values))));

  return (
    <section>
      <PageHeader title="Add Post Clock Request" />
      <FilingForm
        kind={KIND}
        label="Add post clock request"
        onSubmit={onSubmit}
        submitting={isSubmitting}
        dirty={formState.isDirty}
      >
        <RequesterField control={control} />
        <RadioGroup legend="Type" options={TYPES} error={errors.type?.message} inputProps={register('type')} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <DateField control={control} name="date" label="Date" />
          <TextField
            label="Time"
            type="time"
            hint="The time it should have been, in Phnom Penh."
            error={errors.time?.message}
            {...register('time')}
          />
        </div>
        <ReasonField registration={register('reason')} error={errors.reason?.message} />
      </FilingForm>
    </section>
  );
}
