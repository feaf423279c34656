// Add Event / Edit Event: title, the "Event Date" picker, an optional end date, kind, office and description.
// Add starts on the day in focus (`ui.dialogArg`, a calendarDate); edit loads the event in `ui.dialogArg` fresh.
import { useEffect } from 'react';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { CALENDAR_EVENT_KINDS } from '../../../contract/api/calendar-events.ts';
import { dateOf } from '../../../commands/areas/calendar/calendar-commands.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { SHORT_LISTS, useAllPages } from '../../lib/all-pages.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { DateField } from '../../ui/date-picker.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { saveCalendarEvent, useCalendarEvent } from './api/calendar-api.ts';
import { kindText } from './day-entries.ts';
import {
  EVENT_FIELDS,
  emptyEvent,
  eventResolver,
  parseEvent,
  speakEvent,
  toEventForm,
  type EventForm,
} from './event-form.ts';

export default function EventDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const { permissions } = useCommandContext();
  const id = mode === 'edit' && dialogArg?.kind === 'calendarEvent' ? dialogArg.id : null;
  const startDate = mode === 'add' && dialogArg?.kind === 'calendarDate' ? dateOf(dialogArg) : '';
  const { data, error, isLoading } = useCalendarEvent(id);
  const offices = useAllPages(SHORT_LISTS.offices, permissions.has('office:read'));
  const { control, register, handleSubmit, setError, reset, watch, formState } = useForm<EventForm>({
    resolver: eventResolver,
    defaultValues: emptyEvent(startDate),
  });
  const { errors, isSubmitting } = formState;
  const event = data?.data;
  const holiday = watch('kind') === 'holiday';

  useEffect(() => {
    if (event) reset(toEventForm(event));
  }, [event, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveCalendarEvent(id, parseEvent(values, !!offices.data));
      toast.success(message ? sharedText(t, message) : t(id ? 'toast.calendar.updated' : 'toast.calendar.created'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: EVENT_FIELDS,
        speak: speakEvent,
        conflictField: 'title',
        fallback: t(id ? 'calendar.updateFailed' : 'calendar.createFailed'),
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'calendar.editEvent' : 'calendar.addEvent')}>
      <LoadState
        failed={t('calendar.eventCouldNotLoad')}
        waiting={mode === 'edit' && (isLoading || !event)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('calendar.title')}
            autoComplete="off"
            autoFocus
            maxLength={200}
            error={errors.title?.message}
            {...register('title')}
          />
          <DateField control={control} name="event_date" label={t('calendar.eventDate')} />
          <DateField
            control={control}
            name="end_date"
            label={t('calendar.endDate')}
            hint={t(holiday ? 'calendar.holidayOneDay' : 'calendar.severalDays')}
            disabled={holiday}
          />
          <SelectField
            label={t('calendar.kind')}
            placeholder={t('calendar.chooseKind')}
            options={CALENDAR_EVENT_KINDS.map((k) => ({ value: k, label: kindText(t, k) }))}
            error={errors.kind?.message}
            {...register('kind')}
          />
          {offices.data ? (
            <SelectField
              label={t('common.office')}
              placeholder={t('common.allOffices')}
              hint={holiday ? t('calendar.holidayEveryOffice') : undefined}
              disabled={holiday}
              options={offices.data.map((o) => ({ value: String(o.id), label: o.name }))}
              error={errors.office_id?.message}
              {...register('office_id')}
            />
          ) : null}
          <TextAreaField
            label={t('common.descriptionOptional')}
            rows={3}
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
