// Tax details (dialog 'payroll.tax', about an employee): residency and dependants, which set the tax on salary's
// relief (150,000 riel a month per dependant, residents only) and the non-resident flat rate. Payroll's data, kept
// by the payroll area; checked by the contract's own rules before it is sent.
import { useEffect } from 'react';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { employeeTaxBody, MAX_CHILDREN, type EmployeeTaxBody } from '../../../contract/api/payroll.ts';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { sharedText, useText } from '../../i18n/text.ts';
import { updateEmployeeTax, useEmployeeTax } from './api/rules-api.ts';

interface TaxForm {
  resident: boolean;
  spouse_dependant: boolean;
  children: string;
}

const FIELDS: FieldMap<TaxForm> = { resident: 'resident', spouse_dependant: 'spouse_dependant', children: 'children' };
const toBody = (v: TaxForm) => ({
  resident: v.resident,
  spouse_dependant: v.spouse_dependant,
  children: v.children.trim() === '' ? Number.NaN : Number(v.children),
});
const resolver = contractResolver<TaxForm, unknown>(employeeTaxBody, toBody, FIELDS);

export default function TaxDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const employee = dialogArg?.kind === 'employee' ? dialogArg : null;
  const { data, error } = useEmployeeTax(employee?.id ?? null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TaxForm>({
    resolver,
    defaultValues: { resident: true, spouse_dependant: false, children: '0' },
  });
  const tax = data?.data;
  useEffect(() => {
    if (tax) reset({ resident: tax.resident, spouse_dependant: tax.spouse_dependant, children: String(tax.children) });
  }, [tax, reset]);
  if (!employee) return null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await updateEmployeeTax(employee.id, toBody(values) as EmployeeTaxBody);
      toast.success(sharedText(t, res.message || t('toast.payroll.taxUpdated')));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, fallback: t('toast.payroll.taxFailed') });
    }
  });

  return (
    <Modal open onClose={onClose} title={t('payroll.tax.title', { name: employee.name })} width="max-w-md">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('payroll.tax.failed')}
        </p>
      ) : !tax ? (
        <p role="status" className="text-sm">
          {t('payroll.loading')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <CheckboxField
            label={t('payroll.tax.resident')}
            hint={t('payroll.tax.residentHint')}
            autoFocus
            error={formState.errors.resident?.message}
            {...register('resident')}
          />
          <CheckboxField
            label={t('payroll.tax.spouse')}
            hint={t('payroll.tax.spouseHint')}
            error={formState.errors.spouse_dependant?.message}
            {...register('spouse_dependant')}
          />
          <TextField
            label={t('payroll.tax.children')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            error={formState.errors.children?.message}
            {...register('children')}
          />
          <FormButtons onCancel={onClose} submitting={formState.isSubmitting} {...SAVE_LABELS.edit} />
        </form>
      )}
    </Modal>
  );
}
