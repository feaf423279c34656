// Add adjustment (dialog 'payroll.adjust', about an approved run): a correction for one employee, paid with the
// next month that has no approved run; the approved run and its payslips never change.
import { monthLabel } from '../../../contract/dates.ts';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { runMonth } from '../../../commands/areas/payroll/payroll-commands.ts';
import { payLines, payroll } from '../../../contract/api/routes/payroll.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';
import { ui } from '../../lib/ui-state.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  ADJUSTMENT_FIELDS,
  adjustmentBodyOf,
  adjustmentResolver,
  EMPTY_ADJUSTMENT,
  spokenAdjustment,
  type AdjustmentForm,
} from './adjustment-form.ts';

export default function AdjustmentDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const run = dialogArg?.kind === 'payrollRun' ? dialogArg : null;
  const { register, control, handleSubmit, setError, formState } = useForm<AdjustmentForm>({
    resolver: adjustmentResolver,
    defaultValues: EMPTY_ADJUSTMENT,
  });
  const { errors, isSubmitting } = formState;
  if (!run) return null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await sendAndRevalidate(
        payroll.adjustments,
        { params: { id: run.id }, body: adjustmentBodyOf(values) },
        [payLines.list],
      );
      if (message) toast.success(message);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: ADJUSTMENT_FIELDS,
        speak: spokenAdjustment,
        fallback: 'Failed to add the adjustment',
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={`Add Adjustment, ${monthLabel(runMonth(run))}`} width="max-w-lg">
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        The approved run stays as it is: the correction is a one-off pay line of the next month not yet approved.
      </p>
      <form onSubmit={onSubmit} noValidate>
        <TextField label="Name" autoFocus autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="employee"
          render={({ field }) => (
            <EmployeePicker
              label="Employee"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.employee?.message}
            />
          )}
        />
        <RadioGroup
          legend="Kind"
          options={[
            { value: 'earning', label: 'Earning (paid back)' },
            { value: 'deduction', label: 'Deduction (paid too much)' },
          ]}
          inputProps={register('kind')}
        />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <CheckboxField label="Taxable" {...register('taxable')} />
        <FormButtons onCancel={onClose} submitting={isSubmitting} label="Add adjustment" busyLabel="Adding..." />
      </form>
    </Modal>
  );
}
