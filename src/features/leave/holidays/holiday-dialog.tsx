// Add Holiday / Edit Holiday: Event Date, title, description. The edit dialog is about the holiday in
// `ui.dialogArg` and loads it fresh.
import { useEffect } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { calendarEventBody } from '../../../../contract/api/calendar-events.ts';
import { sharedText, useText } from '../../../i18n/text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ui } from '../../../lib/ui-state.ts';
import { DateField } from '../../../ui/date-picker.tsx';
import { FormButtons, SAVE_LABELS } from '../../../ui/form-buttons.tsx';
import { LoadState } from '../../../ui/load-state.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useHoliday } from '../../../lib/leave/get-holidays.ts';
import { saveHoliday } from '../api/save-holiday.ts';
import {
  EMPTY_HOLIDAY,
  HOLIDAY_FIELDS,
  holidayResolver,
  speakHoliday,
  toHolidayBody,
  toHolidayForm,
  type HolidayForm,
} from './holiday-form.ts';

export default function HolidayDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'holiday' ? dialogArg.id : null;
  const { data, error, isLoading } = useHoliday(id);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<HolidayForm>({
    resolver: holidayResolver,
    defaultValues: EMPTY_HOLIDAY,
  });
  const { errors, isSubmitting } = formState;
  const holiday = data?.data;

  useEffect(() => {
    if (holiday) reset(toHolidayForm(holiday));
  }, [holiday, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { title, event_date, description } = calendarEventBody.parse(toHolidayBody(values));
      const message = await saveHoliday(id, { title, event_date, description });
      toast.success(
        message ? sharedText(t, message) : t(id ? 'toast.leave.holidayUpdated' : 'toast.leave.holidayCreated'),
      );
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: HOLIDAY_FIELDS,
        speak: speakHoliday,
        fallback: t(id ? 'leave.holidayUpdateFailed' : 'leave.holidayCreateFailed'),
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'leave.editHoliday' : 'leave.addHoliday')}>
      <LoadState
        failed={t('leave.holidayCouldNotLoad')}
        waiting={mode === 'edit' && (isLoading || !holiday)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <DateField control={control} name="event_date" label={t('leave.eventDate')} autoFocus />
          <TextField
            label={t('leave.holidayTitle')}
            autoComplete="off"
            maxLength={200}
            error={errors.title?.message}
            {...register('title')}
          />
          <TextAreaField
            label={t('common.descriptionOptional')}
            rows={2}
            maxLength={500}
            error={errors.description?.message}
            {...register('description')}
          />
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      </LoadState>
    </Modal>
  );
}
