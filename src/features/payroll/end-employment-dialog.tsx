// End employment (dialog 'payroll.endEmployment', about an employee): the last day, the reason, the notice the
// employer gave (a dismissal) and the rate. Once the day and reason hold, the settlement it would produce is shown,
// each amount with how it is computed; ending it freezes the settlement, takes the employee off the active lists
// and opens the settlement. Checked by the contract's own rules before it is sent.
import { useWatch } from 'react-hook-form';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { settlementPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { END_REASONS, endBody, type EndBody, type EndReason } from '../../../contract/api/employment.ts';
import { isRealDate } from '../../../contract/dates.ts';
import { formatUsd } from '../../../contract/money.ts';
import { applyServerErrors, contractResolver, type FieldMap } from '../../lib/form-errors.ts';
import { ui } from '../../lib/ui-state.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { DateField } from '../../ui/date-picker.tsx';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { endEmployment, useSettlementPreview } from './api/settlement-api.ts';
import { SettlementItems } from './settlement-items.tsx';

interface EndForm {
  last_day: string;
  reason: EndReason | '';
  notice_given_days: string;
  exchange_rate: string;
}

const FIELDS: FieldMap<EndForm> = {
  last_day: 'last_day',
  reason: 'reason',
  notice_given_days: 'notice_given_days',
  exchange_rate: 'exchange_rate',
};
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toBody = (v: EndForm) => ({
  last_day: v.last_day,
  reason: v.reason,
  notice_given_days: v.reason === 'dismissal' ? (whole(v.notice_given_days) ?? 0) : 0,
  ...(whole(v.exchange_rate) === undefined ? {} : { exchange_rate: whole(v.exchange_rate) }),
});
const resolver = contractResolver<EndForm, unknown>(endBody, toBody, FIELDS);

export default function EndEmploymentDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const employee = dialogArg?.kind === 'employee' ? dialogArg : null;
  const navigate = useNavigate();
  const { register, control, handleSubmit, setError, formState } = useForm<EndForm>({
    resolver,
    defaultValues: { last_day: '', reason: '', notice_given_days: '0', exchange_rate: '' },
  });
  const values = useWatch({ control });
  if (!employee) return null;

  const onSubmit = handleSubmit(async (v) => {
    try {
      const res = await endEmployment(employee.id, toBody(v) as EndBody);
      toast.success(sharedText(t, res.message));
      onClose();
      navigate(settlementPath(employee.id));
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, fallback: t('toast.payroll.endFailed') });
    }
  });
  const { errors, isSubmitting } = formState;
  const body = toBody({
    last_day: values.last_day ?? '',
    reason: values.reason ?? '',
    notice_given_days: values.notice_given_days ?? '0',
    exchange_rate: values.exchange_rate ?? '',
  });
  const ready = isRealDate(body.last_day) && body.reason !== '';

  return (
    <Modal open onClose={onClose} title={t('payroll.end.title', { name: employee.name })} width="max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-label={t('payroll.end.title', { name: employee.name })}>
        <DateField control={control} name="last_day" label={t('payroll.settlement.lastDay')} />
        <SelectField
          label={t('common.reason')}
          placeholder={t('payroll.end.pickReason')}
          options={END_REASONS.map((r) => ({ value: r, label: t(`payroll.endReason.${r}`) }))}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {values.reason === 'dismissal' ? (
          <TextField
            label={t('payroll.end.notice')}
            hint={t('payroll.end.noticeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.notice_given_days?.message}
            {...register('notice_given_days')}
          />
        ) : null}
        <TextField
          label={t('payroll.end.rate')}
          hint={t('payroll.end.rateHint')}
          type="number"
          inputMode="numeric"
          error={errors.exchange_rate?.message}
          {...register('exchange_rate')}
        />
        {ready ? (
          <SettlementPreview employeeId={employee.id} query={{ ...body, reason: body.reason as EndReason }} />
        ) : null}
        <FormButtons
          onCancel={onClose}
          submitting={isSubmitting}
          label={t('payroll.end.submit')}
          busyLabel={t('payroll.end.busy')}
        />
      </form>
    </Modal>
  );
}

function SettlementPreview({
  employeeId,
  query,
}: {
  employeeId: number;
  query: { last_day: string; reason: EndReason; notice_given_days: number; exchange_rate?: number };
}) {
  const t = useText();
  const { data, error, isLoading } = useSettlementPreview(employeeId, query);
  const s = data?.data;
  return (
    <section aria-labelledby="settlement-preview" aria-live="polite" className="mt-4">
      <h3 id="settlement-preview" className="text-sm font-semibold">
        {t('payroll.end.preview')}
      </h3>
      {error ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          {(error as { data?: { message?: string } }).data?.message ?? t('payroll.end.previewFailed')}
        </p>
      ) : isLoading || !s ? (
        <p className="text-sm">{t('payroll.computing')}</p>
      ) : (
        <SettlementItems items={s.items} caption={t('payroll.end.amounts')}>
          <tr>
            <th scope="row" className="font-normal">
              {t('payroll.end.taxAndNssf')}
            </th>
            <td className="text-right">−{formatUsd(s.tax_cents + s.employee_nssf_cents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('payroll.netPay')}</th>
            <td className="text-right font-semibold">{formatUsd(s.net_cents)}</td>
          </tr>
        </SettlementItems>
      )}
    </section>
  );
}
