// The contract section of the employee page: every version of the employee's contract (undetermined or fixed
// duration, with its end), the one in force today marked, and a form to record a new version from a start date
// (employee update). The server refuses what the law or a locked payroll forbids; its message lands on the field.
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import {
  CONTRACT_KINDS,
  contractBody,
  type ContractBody,
  type ContractKind,
} from '../../../contract/api/employment.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { useText } from '../../i18n/text.ts';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-picker.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addContract, useContracts } from './api/contracts.ts';

interface ContractForm {
  kind: ContractKind | '';
  start_date: string;
  end_date: string;
  note: string;
}

const FIELDS: FieldMap<ContractForm> = { kind: 'kind', start_date: 'start_date', end_date: 'end_date', note: 'note' };
const toBody = (v: ContractForm) => ({
  kind: v.kind,
  start_date: v.start_date,
  end_date: v.kind === 'fixed' ? v.end_date || null : null,
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});
const resolver = contractResolver<ContractForm, unknown>(contractBody, toBody, FIELDS);
const EMPTY: ContractForm = { kind: '', start_date: '', end_date: '', note: '' };

/** `canRecord`: the reader may update employees (the form is offered). */
export function ContractSection({
  employeeId,
  name,
  canRecord,
}: {
  employeeId: number;
  name: string;
  canRecord: boolean;
}) {
  const t = useText();
  const { data, error } = useContracts(employeeId);
  const contracts = data?.data.contracts;
  return (
    <section
      aria-labelledby="contract-heading"
      className="mt-6 rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="contract-heading" className="text-base font-semibold">
        {t('employees.contract')}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('employees.contractsFailed')}
        </p>
      ) : !contracts ? (
        <p role="status" className="text-sm">
          {t('employees.contractsLoading')}
        </p>
      ) : contracts.length === 0 ? (
        <p className="mt-2 text-sm">{t('employees.noContract')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t('employees.contractsOf', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('employees.contractType')}</th>
              <th scope="col">{t('common.startDate')}</th>
              <th scope="col">{t('employees.endDate')}</th>
              <th scope="col">{t('employees.note')}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((c) => (
              <tr key={c.id}>
                <td>
                  {t(`employees.kind.${c.kind}`)}
                  {c.in_force ? <strong className="ml-2">{t('employees.inForce')}</strong> : null}
                </td>
                <td>{shortDayLabel(c.start_date)}</td>
                <td>{c.end_date ? shortDayLabel(c.end_date) : '—'}</td>
                <td>{c.note || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canRecord ? <NewContract employeeId={employeeId} /> : null}
    </section>
  );
}

function NewContract({ employeeId }: { employeeId: number }) {
  const t = useText();
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<ContractForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const fixed = watch('kind') === 'fixed';
  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await addContract(employeeId, toBody(values) as ContractBody);
      toast.success(message || t('toast.employees.contractAdded'));
      reset(EMPTY);
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: FIELDS,
        conflictField: 'start_date',
        fallback: t('toast.employees.failedContract'),
      });
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('employees.recordContractForm')}
      className="mt-4 grid gap-x-6 md:grid-cols-2"
    >
      <SelectField
        label={t('employees.contractKind')}
        placeholder={t('employees.selectType')}
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`employees.kind.${k}`) }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <DateField control={control} name="start_date" label={t('common.startDate')} />
      {fixed ? <DateField control={control} name="end_date" label={t('employees.endDate')} /> : null}
      <TextField
        label={t('employees.optional', { label: t('employees.note') })}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="md:col-span-2">
        <Button type="submit" aria-disabled={isSubmitting}>
          {t(isSubmitting ? 'employees.recording' : 'employees.recordContract')}
        </Button>
      </div>
    </form>
  );
}
