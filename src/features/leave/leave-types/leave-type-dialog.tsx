// Add Leave Type / Edit Leave Type: name, paid or unpaid, days per year, carry-over limit, whether a request
// needs an attachment, description. The edit dialog is about the type in `ui.dialogArg`.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { leaveTypeBody } from '../../../../contract/api/leave.ts';
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
      toast.success(message || (id ? 'Leave type updated successfully!' : 'Leave type created successfully!'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: LEAVE_TYPE_FIELDS,
        conflictField: 'name',
        speak: speakLeaveType,
        fallback: id ? 'Failed to update leave type' : 'Failed to create leave type',
      });
    }
  });

  const missing = mode === 'edit' && (!id || !!types.error || (!!types.data && !type));
  return (
    <Modal open onClose={onClose} title={mode === 'edit' ? 'Edit Leave Type' : 'Add Leave Type'} width="max-w-lg">
      <LoadState what="leave type" waiting={mode === 'edit' && !type && !missing} error={missing} onClose={onClose}>
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label="Name"
            autoFocus
            autoComplete="off"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <CheckboxField
            label="Paid leave"
            hint="Paid leave is limited by each employee's balance; unpaid leave is not."
            error={errors.paid?.message}
            {...register('paid')}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Days per year"
              {...DAYS_INPUT}
              hint="Whole or half days."
              error={errors.days_per_year?.message}
              {...register('days_per_year')}
            />
            <TextField
              label="Carry-over limit"
              {...DAYS_INPUT}
              hint="Unused days moved into the next year, at most."
              error={errors.carry_over_limit?.message}
              {...register('carry_over_limit')}
            />
          </div>
          <CheckboxField
            label="Needs an attachment"
            hint="A request of this type must carry a document (PDF or image, up to 150 KB)."
            error={errors.needs_attachment?.message}
            {...register('needs_attachment')}
          />
          <TextAreaField
            label="Description (optional)"
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
