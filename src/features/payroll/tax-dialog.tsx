// Tax details (dialog 'payroll.tax', about an employee): residency and dependants, which set the tax on salary's
// relief (150,000 riel a month per dependant, residents only) and the non-resident flat rate. Payroll's data, kept
// by the payroll area; checked by the contract's own rules before it is sent.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import {
  employeeTaxBody,
  EMPLOYEE_TAX_MESSAGES,
  MAX_CHILDREN,
  type EmployeeTaxBody,
} from '../../../contract/api/payroll.ts';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
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
      toast.success(res.message || EMPLOYEE_TAX_MESSAGES.updated);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, fallback: 'Failed to update the tax details' });
    }
  });

  return (
    <Modal open onClose={onClose} title={`Tax Details, ${employee.name}`} width="max-w-md">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The tax details could not be loaded.
        </p>
      ) : !tax ? (
        <p role="status" className="text-sm">
          Loading…
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <CheckboxField
            label="Resident of Cambodia for tax"
            hint="Residents pay the progressive rates with relief for dependants; non-residents a flat 20%."
            autoFocus
            error={formState.errors.resident?.message}
            {...register('resident')}
          />
          <CheckboxField
            label="Non-working spouse"
            hint="Counts as one dependant."
            error={formState.errors.spouse_dependant?.message}
            {...register('spouse_dependant')}
          />
          <TextField
            label="Dependent children"
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
