// Add rule version (dialog 'payroll.ruleVersion'; from the palette, also "Preview <month> under…" with the month
// picked): a rule, the month it applies from, its value as the Rules tab stores it (JSON: rates in basis points,
// amounts in riel), prefilled with the version in force, and the instrument it comes from. "Preview" computes
// that month under the proposed version and lists every employee whose pay would change, before anything is
// saved; "Add version" saves it (payroll update), refused when a month it covers has an approved run.
import { useEffect, useState } from 'react';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { PAYROLL_RULE_LABELS, type PayrollRuleItem } from '../../../contract/api/payroll.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import type { WhatIfData } from '../../../contract/api/payroll-rules.ts';
import { addMonths } from '../../../contract/dates.ts';
import { formatChange, formatUsd } from '../../../contract/money.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { runMonth } from '../../../commands/areas/payroll/payroll-commands.ts';
import { applyServerErrors, type FieldMap } from '../../lib/form-errors.ts';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { Button } from '../../ui/button.tsx';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addRuleVersion, previewUnder, useRules } from './api/rules-api.ts';

interface VersionForm {
  key: string;
  effective_from: string;
  value: string;
  source: string;
  exchange_rate: string;
}

const RULE_KEYS = Object.keys(PAYROLL_RULE_LABELS);
const MONTH = /^\d{4}-\d{2}$/;

/** The value of the rule's version in force (else its newest), as the textarea shows it. */
function currentValue(rules: readonly PayrollRuleItem[] | undefined, key: string): string {
  const versions = (rules ?? []).filter((r) => r.key === key);
  const shown = versions.find((r) => r.in_force) ?? versions[0];
  return shown ? JSON.stringify(shown.value, null, 2) : '{}';
}

function parseValue(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export default function RuleVersionDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const pickedMonth = dialogArg ? runMonth(dialogArg) : null;
  const { data } = useRules();
  const rules = data?.data;
  const [preview, setPreview] = useState<WhatIfData | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { register, handleSubmit, setError, setValue, watch, getValues, formState } = useForm<VersionForm>({
    defaultValues: {
      key: 'tax_brackets',
      effective_from: pickedMonth ?? addMonths(businessToday().slice(0, 7), 1),
      value: '{}',
      source: '',
      exchange_rate: '',
    },
  });
  const key = watch('key');
  useEffect(() => {
    setValue('value', currentValue(rules, key));
    setPreview(null);
  }, [rules, key, setValue]);

  /** The form checked as far as it can be here; false when a field was marked. */
  const checked = (v: VersionForm, forSave: boolean) => {
    const value = parseValue(v.value);
    let fine = true;
    const mark = (field: keyof VersionForm, message: string) => {
      setError(field, { type: 'validation', message }, { shouldFocus: fine });
      fine = false;
    };
    if (!v.key) mark('key', t('payroll.version.noRule'));
    if (!MONTH.test(v.effective_from)) mark('effective_from', t('payroll.version.badMonth'));
    if (!value) mark('value', t('payroll.version.badJson'));
    if (forSave && !v.source.trim()) mark('source', t('payroll.version.noSource'));
    return fine && value ? value : null;
  };
  // The server names a part of the value ("value.employee_bp"): every part lands on the value's field.
  const fieldsFor = (value: Record<string, unknown>): FieldMap<VersionForm> => ({
    key: 'key',
    effective_from: 'effective_from',
    source: 'source',
    value: 'value',
    exchange_rate: 'exchange_rate',
    ...Object.fromEntries(Object.keys(value).map((k) => [`value.${k}`, 'value' as const])),
  });

  const runPreview = async () => {
    const v = getValues();
    const value = checked(v, false);
    if (!value) return;
    setPreviewing(true);
    setPreviewError(null);
    try {
      const rate = v.exchange_rate.trim() ? Number(v.exchange_rate) : undefined;
      setPreview(
        await previewUnder({ month: v.effective_from, key: v.key, value, ...(rate ? { exchange_rate: rate } : {}) }),
      );
    } catch (err) {
      setPreview(null);
      setPreviewError(errorMessage(err, t('payroll.previewFailed')));
    } finally {
      setPreviewing(false);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    const value = checked(v, true);
    if (!value) return;
    try {
      const res = await addRuleVersion({ key: v.key, effective_from: v.effective_from, value, source: v.source });
      toast.success(sharedText(t, res.message || t('toast.payroll.versionAdded')));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, {
        fields: fieldsFor(value),
        conflictField: 'effective_from',
        fallback: t('toast.payroll.versionFailed'),
      });
    }
  });

  const changed = preview?.rows.filter((r) => r.net_change_cents !== 0 || r.employer_change_cents !== 0) ?? [];
  return (
    <Modal
      open
      onClose={onClose}
      title={
        pickedMonth
          ? t('payroll.version.previewTitle', { month: formatMonth(pickedMonth) })
          : t('payroll.version.title')
      }
      width="max-w-3xl"
    >
      <form onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('payroll.version.rule')}
          placeholder={t('payroll.version.pickRule')}
          options={RULE_KEYS.map((value) => ({ value, label: t(`payroll.rule.${value}` as MessageKey) }))}
          autoFocus
          error={formState.errors.key?.message}
          {...register('key')}
        />
        <TextField
          label={t('payroll.version.from')}
          hint={t('payroll.version.fromHint')}
          placeholder={t('payroll.version.monthFormat')}
          error={formState.errors.effective_from?.message}
          {...register('effective_from')}
        />
        <TextAreaField
          label={t('payroll.version.value')}
          hint={t('payroll.version.valueHint')}
          rows={8}
          spellCheck={false}
          className="font-mono text-sm"
          error={formState.errors.value?.message}
          {...register('value')}
        />
        <TextField
          label={t('payroll.version.source')}
          hint={t('payroll.version.sourceHint')}
          error={formState.errors.source?.message}
          {...register('source')}
        />
        <TextField
          label={t('payroll.version.rate')}
          hint={t('payroll.version.rateHint')}
          inputMode="numeric"
          error={formState.errors.exchange_rate?.message}
          {...register('exchange_rate')}
        />
        <div className="mb-3">
          <Button type="button" onClick={() => void runPreview()} disabled={previewing}>
            {previewing ? t('payroll.version.previewing') : t('payroll.version.preview')}
          </Button>
        </div>
        {previewError ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            {previewError}
          </p>
        ) : null}
        {preview ? <PreviewResult data={preview} changed={changed} /> : null}
        <FormButtons
          onCancel={onClose}
          submitting={formState.isSubmitting}
          label={t('payroll.version.submit')}
          busyLabel={t('payroll.adding')}
        />
      </form>
    </Modal>
  );
}

function PreviewResult({ data, changed }: { data: WhatIfData; changed: WhatIfData['rows'] }) {
  const t = useText();
  const cell = 'px-2 py-1';
  return (
    <section aria-label={t('payroll.version.preview')} className="mb-3 text-sm">
      <p role="status" className="mb-2">
        {t('payroll.version.result', {
          month: formatMonth(data.month),
          summary: data.summary,
          changed: data.changed,
          headcount: data.headcount,
          netBefore: formatUsd(data.current.net_pay),
          netAfter: formatUsd(data.proposed.net_pay),
          employerBefore: formatUsd(data.current.employer_cents),
          employerAfter: formatUsd(data.proposed.employer_cents),
        })}
      </p>
      {changed.length ? (
        <div className="max-h-72 overflow-auto rounded border border-slate-300 dark:border-slate-700">
          <table className="w-full text-left">
            <caption className="sr-only">{t('payroll.version.changedTable')}</caption>
            <thead className="bg-slate-100 text-xs uppercase dark:bg-slate-800">
              <tr>
                <th scope="col" className={cell}>
                  {t('common.employee')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('payroll.version.netNow')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('payroll.version.netProposed')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('payroll.change')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('payroll.version.employerChange')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changed.map((r) => (
                <tr key={r.employee_id} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className={`${cell} font-normal`}>
                    {r.employee_name} ({r.staff_id})
                  </th>
                  <td className={`${cell} text-right`}>{formatUsd(r.current.net_pay)}</td>
                  <td className={`${cell} text-right`}>{formatUsd(r.proposed.net_pay)}</td>
                  <td className={`${cell} text-right`}>{formatChange(r.net_change_cents)}</td>
                  <td className={`${cell} text-right`}>{formatChange(r.employer_change_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
