// The contract section of the employee page: every version of the employee's contract (undetermined or fixed
// duration, with its end), the one in force today marked, and a form to record a new version from a start date
// (employee update). The server refuses what the law or a locked payroll forbids; its message lands on the field.
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_KINDS,
  contractBody,
  EMPLOYMENT_MESSAGES,
  type ContractBody,
  type ContractKind,
} from '../../../contract/api/employment.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { FIELD_LABELS as LABEL } from '../../../contract/field-labels.ts';
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
  const { data, error } = useContracts(employeeId);
  const contracts = data?.data.contracts;
  return (
    <section
      aria-labelledby="contract-heading"
      className="mt-6 rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="contract-heading" className="text-base font-semibold">
        Contract
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The contracts could not be loaded.
        </p>
      ) : !contracts ? (
        <p role="status" className="text-sm">
          Loading contracts…
        </p>
      ) : contracts.length === 0 ? (
        <p className="mt-2 text-sm">{CONTRACT_KIND_LABELS.none}: no seniority indemnity or severance is computed.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Contracts of {name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">{LABEL.start_date}</th>
              <th scope="col">{LABEL.end_date}</th>
              <th scope="col">{LABEL.note}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((c) => (
              <tr key={c.id}>
                <td>
                  {CONTRACT_KIND_LABELS[c.kind]}
                  {c.in_force ? <strong className="ml-2">(in force)</strong> : null}
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
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<ContractForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const fixed = watch('kind') === 'fixed';
  const onSubmit = handleSubmit(async (values) => {
    try {
      const message = await addContract(employeeId, toBody(values) as ContractBody);
      toast.success(message || EMPLOYMENT_MESSAGES.contractAdded);
      reset(EMPTY);
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: FIELDS,
        conflictField: 'start_date',
        fallback: 'Failed to record the contract',
      });
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record a contract" className="mt-4 grid gap-x-6 md:grid-cols-2">
      <SelectField
        label="Contract type"
        placeholder="Select a type"
        options={CONTRACT_KINDS.map((k) => ({ value: k, label: CONTRACT_KIND_LABELS[k] }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <DateField control={control} name="start_date" label={LABEL.start_date} />
      {fixed ? <DateField control={control} name="end_date" label={LABEL.end_date} /> : null}
      <TextField label={`${LABEL.note} (optional)`} error={errors.note?.message} {...register('note')} />
      <div className="md:col-span-2">
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? 'Recording…' : 'Record contract'}
        </Button>
      </div>
    </form>
  );
}
