// Add Leave Type / Edit Leave Type: name, paid or unpaid, days per year, carry-over limit, whether a request
// needs an attachment, description. The edit dialog is about the type in `ui.dialogArg`.
import { useEffect } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { leaveTypeBody } from '../../../../contract/api/leave.ts';
import { sharedText, useText } from '../../../i18n/text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { ui } from '../../../lib/ui-state.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { FormButtons, SAVE_LABELS } from '../../../ui/form-buttons.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useLeaveTypes } from '../../../lib/leave/get-leave-types.ts';
import { saveLeaveType } from '../api/save-leave-type.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import {
  EMPTY_LEAVE_TYPE,
  LEAVE_TYPE_FIELDS,
  leaveTypeResolver,
  speakLeaveType,
  toLeaveTypeBody,
  toLeaveTypeForm,
  type LeaveTypeForm,
} from './leave-type-form.ts';

/** A number of days: whole or half, up to a year. */
const DAYS_INPUT = { type: 'number', inputMode: 'decimal', min: 0, max: 366, step: 0.5 } as const;

export default function LeaveTypeDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'leaveType' ? dialogArg.id : null;
  const types = useLeaveTypes(mode === 'edit');
  const type = id ? types.data?.data.find((t) => t.id === id) : undefined;
  const { register, handleSubmit, setError, reset, formState } = useForm<LeaveTypeForm>({
    resolver: leaveTypeResolver,
    defaultValues: EMPTY_LEAVE_TYPE,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (type) reset(toLeaveTypeForm(type));
  }, [type, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await saveLeaveType(id, leaveTypeBody.parse(toLeaveTypeBody(values)));
      toast.success(message ? sharedText(t, message) : t(id ? 'toast.leave.typeUpdated' : 'toast.leave.typeCreated'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: LEAVE_TYPE_FIELDS,
        conflictField: 'name',
        speak: speakLeaveType,
        fallback: t(id ? 'leave.typeUpdateFailed' : 'leave.typeCreateFailed'),
      });
    }
  });

  const missing = mode === 'edit' && (!id || !!types.error || (!!types.data && !type));
  return (
    <Modal open onClose={onClose} title={t(mode === 'edit' ? 'leave.editType' : 'leave.addType')} width="max-w-lg">
      <LoadState
        failed={t('leave.typeCouldNotLoad')}
        waiting={mode === 'edit' && !type && !missing}
        error={missing}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('common.name')}
            autoFocus
            autoComplete="off"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <CheckboxField
            label={t('leave.paidLeave')}
            hint={t('leave.paidLeaveHint')}
            error={errors.paid?.message}
            {...register('paid')}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={t('leave.daysPerYear')}
              {...DAYS_INPUT}
              hint={t('leave.daysPerYearHint')}
              error={errors.days_per_year?.message}
              {...register('days_per_year')}
            />
            <TextField
              label={t('leave.carryOverLimit')}
              {...DAYS_INPUT}
              hint={t('leave.carryOverLimitHint')}
              error={errors.carry_over_limit?.message}
              {...register('carry_over_limit')}
            />
          </div>
          <CheckboxField
            label={t('leave.needsAnAttachment')}
            hint={t('leave.needsAttachmentHint')}
            error={errors.needs_attachment?.message}
            {...register('needs_attachment')}
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
