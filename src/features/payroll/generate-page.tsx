// /payroll/generate: pick a month that has ended and the exchange rate (the last run's by default), see the preview
// computed without saving (totals, warnings, each employee's change from last month with its reasons), then
// generate after a confirmation, with a progress bar while the server writes the run. The server's refusals (a
// future month, one already generated, attendance not closed, a negative net) are shown as it words them.
import { monthsAround } from '../../../commands/month-text.ts';
import { addMonths, MONTH_PATTERN } from '../../../contract/dates.ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { payrollPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { generateRun, usePreview, useRuns } from './api/payroll-api.ts';
import { parseRate } from './money.ts';
import { PreviewView } from './preview-view.tsx';

/** The server's own words: the field messages of a 400 (a future month, no rate), else its message (a 409). */
function refusal(err: unknown, fallback: string): string {
  const fields = validatorsOf(err).map((v) => v.message);
  return fields.length ? fields.join(' ') : errorMessage(err, fallback);
}

export default function GeneratePage() {
  const ctx = useCommandContext();
  const t = useText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const lastMonth = addMonths(businessToday().slice(0, 7), -1);
  const asked = params.get('month');
  const month = asked && MONTH_PATTERN.test(asked) ? asked : lastMonth;
  const runs = useRuns();
  const generated = new Map((runs.data?.data ?? []).map((r) => [r.month, r]));
  const months = monthsAround(lastMonth, 23, 0);
  if (!months.includes(month)) months.unshift(month);

  // The rate starts as the last run's once the runs are known; the user's own typing wins from then on.
  const [rateText, setRateText] = useState<string | null>(null);
  const lastRate = runs.data?.data[0]?.exchange_rate;
  const shownRate = rateText ?? (lastRate ? String(lastRate) : '');
  const rate = parseRate(shownRate);
  const rateError = shownRate.trim() && rate === null ? t('payroll.generate.rateError') : undefined;
  // The NSSF rate (the one NSSF notifies for the month) defaults to the tax rate when left empty.
  const [nssfText, setNssfText] = useState('');
  const nssfRate = nssfText.trim() ? parseRate(nssfText) : undefined;
  const nssfError = nssfRate === null ? t('payroll.generate.rateError') : undefined;
  const debouncedRate = useDebounced(rate, 400);
  const debouncedNssf = useDebounced(nssfRate, 400);
  const existing = generated.get(month);
  const ready = runs.data !== undefined && debouncedRate !== null && debouncedNssf !== null && !existing;
  const preview = usePreview(
    ready
      ? { month, exchange_rate: debouncedRate, ...(debouncedNssf ? { nssf_exchange_rate: debouncedNssf } : {}) }
      : null,
  );

  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setFailure(null), [month, rate]);

  const pickMonth = (m: string) => setParams({ month: m }, { replace: true });

  const generate = async () => {
    const p = preview.data?.data;
    if (!p || rate === null || nssfRate === null) return;
    const ok = await ctx.confirm({
      title: t('payroll.generatePayroll'),
      message: t('payroll.generate.question', {
        month: formatMonth(month),
        count: p.headcount,
        rate: rate.toLocaleString('en-US'),
      }),
      confirmLabel: t('payroll.generate.confirm'),
    });
    if (!ok) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await generateRun({
        month,
        exchange_rate: rate,
        ...(nssfRate ? { nssf_exchange_rate: nssfRate } : {}),
      });
      ctx.toast.success(res.message);
      navigate(payrollPath(month));
    } catch (err) {
      const message = refusal(err, t('toast.payroll.generateFailed'));
      setFailure(message);
      ctx.toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const previewError = preview.error ? refusal(preview.error, t('payroll.previewFailed')) : null;

  return (
    <section>
      <PageHeader title={t('page./payroll/generate')} />
      <div className="grid max-w-2xl gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('common.month')}
          placeholder={t('payroll.generate.pickMonth')}
          value={month}
          onChange={(e) => e.target.value && pickMonth(e.target.value)}
          options={months.map((m) => ({
            value: m,
            label: generated.has(m) ? t('payroll.generate.monthGenerated', { month: formatMonth(m) }) : formatMonth(m),
          }))}
        />
        <TextField
          label={t('payroll.generate.rate')}
          inputMode="numeric"
          autoComplete="off"
          value={shownRate}
          error={rateError}
          hint={
            lastRate
              ? t('payroll.generate.lastRate', { rate: lastRate.toLocaleString('en-US') })
              : t('payroll.generate.officialRate')
          }
          onChange={(e) => setRateText(e.target.value)}
        />
        <TextField
          label={t('payroll.generate.nssfRate')}
          inputMode="numeric"
          autoComplete="off"
          value={nssfText}
          error={nssfError}
          hint={t('payroll.generate.nssfHint')}
          onChange={(e) => setNssfText(e.target.value)}
        />
      </div>

      {existing ? (
        <p role="status" className="mb-4 text-sm">
          {t('payroll.generate.exists', { month: formatMonth(month) })}{' '}
          <Link to={payrollPath(month)} className="font-medium text-blue-800 underline dark:text-blue-300">
            {t('payroll.generate.open', { month: formatMonth(month) })}
          </Link>
        </p>
      ) : null}

      {previewError ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {previewError}
        </p>
      ) : null}

      {!existing && !previewError ? (
        <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          {preview.isLoading || preview.isValidating
            ? t('payroll.generate.computing', { month: formatMonth(month) })
            : preview.data
              ? t('payroll.generate.previewOf', { month: formatMonth(month) })
              : ''}
        </p>
      ) : null}

      {preview.data && !existing && !previewError ? (
        <>
          <PreviewView data={preview.data.data} />
          {failure ? (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
              {failure}
            </p>
          ) : null}
          {busy ? (
            <div className="mb-3 max-w-md">
              <div
                role="progressbar"
                aria-label={t('payroll.generate.progress')}
                aria-valuetext={t('payroll.generate.progressCount', { count: preview.data.data.headcount })}
                className="h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
              >
                <div className="h-full w-1/3 animate-pulse rounded bg-blue-700" />
              </div>
              <p role="status" className="mt-1 text-sm">
                {t('payroll.generate.progressCount', { count: preview.data.data.headcount })}
              </p>
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button
              variant="primary"
              disabled={busy || rate === null || preview.isValidating}
              onClick={() => void generate()}
            >
              {busy ? t('payroll.generate.busy') : t('payroll.generate.forMonth', { month: formatMonth(month) })}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
