// Add pay line / Edit pay line: name, earning or deduction, a fixed amount or a % of the base salary, taxable or
// not, everyone or one employee, once or from one month to another (open-ended when no last month is given).
import { addMonths } from '../../../contract/dates.ts';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { businessToday } from '../../lib/time.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { sharedText, useText } from '../../i18n/text.ts';
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

export default function PayLineDialog({ mode, onClose }: { mode: 'add' | 'edit'; onClose: () => void }) {
  const t = useText();
  const say = (message: string | undefined) => (message ? sharedText(t, message) : undefined);
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
      toast.success(sharedText(t, message || t(id ? 'toast.payroll.payLineUpdated' : 'toast.payroll.payLineCreated')));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: PAY_LINE_FIELDS,
        speak: spokenPayLine,
        fallback: t(id ? 'toast.payroll.payLineUpdateFailed' : 'toast.payroll.payLineCreateFailed'),
      });
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t(mode === 'edit' ? 'payroll.line.edit' : 'payroll.line.add')}
      width="max-w-lg"
    >
      <LoadState
        failed={t('payroll.payLineCouldNotLoad')}
        waiting={mode === 'edit' && !error && (isLoading || !line)}
        error={mode === 'edit' && (!!error || !id)}
        onClose={onClose}
      >
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('common.name')}
            autoFocus
            autoComplete="off"
            error={say(errors.name?.message)}
            {...register('name')}
          />
          <RadioGroup
            legend={t('payroll.lines.kind')}
            options={[
              { value: 'earning', label: t('payroll.lines.earning') },
              { value: 'deduction', label: t('payroll.lines.deduction') },
            ]}
            error={errors.kind?.message}
            inputProps={register('kind')}
          />
          <RadioGroup
            legend={t('common.amount')}
            options={[
              { value: 'fixed', label: t('payroll.line.fixed') },
              { value: 'percent', label: t('payroll.line.percent') },
            ]}
            inputProps={register('basis')}
          />
          <TextField
            label={t(basis === 'percent' ? 'payroll.line.percentLabel' : 'payroll.line.amountUsd')}
            inputMode="decimal"
            autoComplete="off"
            error={say(errors.amount?.message)}
            {...register('amount')}
          />
          <CheckboxField
            label={t('payroll.lines.taxable')}
            hint={t('payroll.line.taxableHint')}
            {...register('taxable')}
          />
          {kind === 'earning' ? (
            <SelectField
              label={t('payroll.line.paidAs')}
              placeholder={t('payroll.line.cash')}
              hint={t('payroll.line.paidAsHint')}
              options={[
                { value: 'in_kind', label: t('payroll.line.inKind') },
                { value: 'employer_pension', label: t('payroll.line.pension') },
              ]}
              error={say(errors.benefit?.message)}
              {...register('benefit')}
            />
          ) : null}
          <RadioGroup
            legend={t('payroll.lines.for')}
            options={[
              { value: 'everyone', label: t('payroll.lines.everyone') },
              { value: 'employee', label: t('payroll.line.oneEmployee') },
            ]}
            inputProps={register('applies')}
          />
          {applies === 'employee' ? (
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
          ) : null}
          <RadioGroup
            legend={t('payroll.lines.when')}
            options={[
              { value: 'once', label: t('payroll.line.once') },
              { value: 'range', label: t('payroll.line.range') },
            ]}
            inputProps={register('period')}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label={t(period === 'once' ? 'common.month' : 'payroll.line.firstMonth')}
              type="month"
              error={say(errors.from_month?.message)}
              {...register('from_month')}
            />
            {period === 'range' ? (
              <TextField
                label={t('payroll.line.lastMonth')}
                type="month"
                hint={t('payroll.line.lastMonthHint')}
                error={say(errors.to_month?.message)}
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
