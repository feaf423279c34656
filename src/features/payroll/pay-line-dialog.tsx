// Add pay line / Edit pay line: name, earning or deduction, a fixed amount or a % of the base salary, taxable or
// not, everyone or one employee, once or from one month to another (open-ended when no last month is given).
import { addMonths } from '../../../contract/dates.ts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { businessToday } from '../../lib/time.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { LoadState } from '../../ui/load-state.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { savePayLine, usePayLine } from './api/payroll-api.ts';
import {
  emptyPayLine,
  PAY_LINE_FIELDS,
  payLineBodyOf,
  payLineResolver,
  spokenPayLine,
  toPayLineForm,
  type PayLineForm,
} from './pay-line-form.ts';

const BENEFIT_OPTIONS = [
  { value: 'in_kind', label: 'Benefit in kind (housing, a car, meals…)' },
  { value: 'employer_pension', label: 'Pension fund paid by the employer' },
];

export default function PayLineDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const id = mode === 'edit' && dialogArg?.kind === 'payLine' ? dialogArg.id : null;
  const { data, error, isLoading } = usePayLine(id);
  // A new line starts from the month payroll is generated for next: last month's, until it is run.
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<PayLineForm>({
    resolver: payLineResolver,
    defaultValues: emptyPayLine(addMonths(businessToday().slice(0, 7), -1)),
  });
  const { errors, isSubmitting } = formState;
  const line = data?.data;
  useEffect(() => {
    if (line) reset(toPayLineForm(line));
  }, [line, reset]);
  const kind = watch('kind');
  const basis = watch('basis');
  const applies = watch('applies');
  const period = watch('period');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await savePayLine(id, payLineBodyOf(values));
      toast.success(message || (id ? 'Pay line updated successfully!' : 'Pay line created successfully!'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: PAY_LINE_FIELDS,
        speak: spokenPayLine,
        fallback: id ? 'Failed to update pay line' : 'Failed to create pay line',
      });
    }
  });

  return (
    <Modal open onClose={onClose} title={mode === 'edit' ? 'Edit Pay Line' : 'Add Pay Line'} width="max-w-lg">
      <LoadState
        what="pay line"
        waiting={mode === 'edit' && !error && (isLoading || !line)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField label="Name" autoFocus autoComplete="off" error={errors.name?.message} {...register('name')} />
          <RadioGroup
            legend="Kind"
            options={[
              { value: 'earning', label: 'Earning' },
              { value: 'deduction', label: 'Deduction' },
            ]}
            error={errors.kind?.message}
            inputProps={register('kind')}
          />
          <RadioGroup
            legend="Amount"
            options={[
              { value: 'fixed', label: 'Fixed amount' },
              { value: 'percent', label: '% of base salary' },
            ]}
            inputProps={register('basis')}
          />
          <TextField
            label={basis === 'percent' ? 'Percentage of base salary' : 'Amount (USD)'}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <CheckboxField
            label="Taxable"
            hint="An earning adds to the taxable salary; a deduction is taken off it before tax."
            {...register('taxable')}
          />
          {kind === 'earning' ? (
            <SelectField
              label="Paid as"
              placeholder="Cash"
              hint="A benefit in kind is not paid in cash: the employer pays fringe benefit tax on its value."
              options={BENEFIT_OPTIONS}
              error={errors.benefit?.message}
              {...register('benefit')}
            />
          ) : null}
          <RadioGroup
            legend="For"
            options={[
              { value: 'everyone', label: 'Everyone' },
              { value: 'employee', label: 'One employee' },
            ]}
            inputProps={register('applies')}
          />
          {applies === 'employee' ? (
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
          ) : null}
          <RadioGroup
            legend="When"
            options={[
              { value: 'once', label: 'Once' },
              { value: 'range', label: 'Every month from… to…' },
            ]}
            inputProps={register('period')}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={period === 'once' ? 'Month' : 'First month'}
              type="month"
              error={errors.from_month?.message}
              {...register('from_month')}
            />
            {period === 'range' ? (
              <TextField
                label="Last month (optional)"
                type="month"
                hint="Empty: every month from the first on."
                error={errors.to_month?.message}
                {...register('to_month')}
              />
            ) : null}
          </div>
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS[mode]} />
        </form>
      </LoadState>
    </Modal>
  );
}
