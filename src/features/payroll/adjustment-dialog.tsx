// Add adjustment (dialog 'payroll.adjust', about an approved run): a correction for one employee, paid with the
// next month that has no approved run; the approved run and its payslips never change.
import { formatMonth } from '../../lib/time.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { Controller } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
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
  const t = useText();
  const say = (message: string | undefined) => (message ? sharedText(t, message) : undefined);
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
        fallback: t('toast.payroll.adjustFailed'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('payroll.adjust.title', { month: formatMonth(runMonth(run)) })}
      width="max-w-lg"
    >
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t('payroll.adjust.intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('common.name')}
          autoFocus
          autoComplete="off"
          error={say(errors.name?.message)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="employee"
          render={({ field }) => (
            <EmployeePicker
              label={t('common.employee')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={say(errors.employee?.message)}
            />
          )}
        />
        <RadioGroup
          legend={t('payroll.lines.kind')}
          options={[
            { value: 'earning', label: t('payroll.adjust.earning') },
            { value: 'deduction', label: t('payroll.adjust.deduction') },
          ]}
          inputProps={register('kind')}
        />
        <TextField
          label={t('payroll.line.amountUsd')}
          inputMode="decimal"
          autoComplete="off"
          error={say(errors.amount?.message)}
          {...register('amount')}
        />
        <CheckboxField label={t('payroll.lines.taxable')} {...register('taxable')} />
        <FormButtons
          onCancel={onClose}
          submitting={isSubmitting}
          label={t('payroll.adjust.submit')}
          busyLabel={t('payroll.adding')}
        />
      </form>
    </Modal>
  );
}
