// /payroll/settlement?employee_id=N (payroll read): a leaver's final settlement as recorded, each amount with how it
// was computed and the rule behind it, the final payslip's deductions and net, and its statement as a PDF.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../commands/error-message.ts';
import { formatBusinessDate } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { formatUsd } from '../../../contract/money.ts';
import { formatRiel } from './money.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeader, useViewTitle } from '../../ui/page-header.tsx';
import { downloadStatement, useSettlement } from './api/settlement-api.ts';
import { lineName } from './line-name.ts';
import { SettlementItems } from './settlement-items.tsx';

export default function SettlementPage() {
  const t = useText();
  const [params] = useSearchParams();
  const raw = params.get('employee_id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  if (!id)
    return (
      <section>
        <PageHeader title={t('page./payroll/settlement')} />
        <p className="text-sm">{t('payroll.settlement.pick')}</p>
      </section>
    );
  return <OneSettlement id={id} />;
}

function OneSettlement({ id }: { id: number }) {
  const t = useText();
  const { data, error } = useSettlement(id);
  const [busy, setBusy] = useState(false);
  const s = data?.data;
  const title = s ? t('payroll.settlement.of', { name: s.employee_name }) : null;
  useViewTitle(title);
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadStatement(id);
    } catch (err) {
      toast.error(errorMessage(err, t('toast.payroll.statementFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <PageHeader title={title ?? t('page./payroll/settlement')}>
        {s ? (
          <Button
            variant="primary"
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:bg-blue-400"
            onClick={() => (busy ? undefined : void pdf())}
          >
            {busy ? t('payroll.downloading') : t('payroll.settlement.download')}
          </Button>
        ) : null}
      </PageHeader>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(error, t('payroll.settlement.failed'))}
        </p>
      ) : !s ? (
        <p role="status" className="text-sm">
          {t('payroll.settlement.loading')}
        </p>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt>{t('common.staffId')}</dt>
            <dd>{s.staff_id}</dd>
            <dt>{t('payroll.settlement.lastDay')}</dt>
            <dd>{formatBusinessDate(s.last_day)}</dd>
            <dt>{t('common.reason')}</dt>
            <dd>{t(`payroll.endReason.${s.reason}`)}</dd>
            <dt>{t('payroll.settlement.contract')}</dt>
            <dd>{t(`payroll.contractKind.${s.contract_kind}`)}</dd>
            {s.reason === 'dismissal' ? (
              <>
                <dt>{t('payroll.settlement.notice')}</dt>
                <dd>{t('payroll.settlement.days', { count: s.notice_given_days })}</dd>
              </>
            ) : null}
            <dt>{t('payroll.exchangeRate')}</dt>
            <dd>{t('payroll.rielPerDollar', { rate: s.exchange_rate.toLocaleString('en-US') })}</dd>
            <dt>{t('payroll.settlement.recorded')}</dt>
            <dd>
              {t('payroll.settlement.recordedBy', {
                day: s.created_at ? formatBusinessDate(s.created_at.slice(0, 10)) : '—',
                who: s.created_by ?? '—',
              })}
            </dd>
          </dl>
          <SettlementItems items={s.items} caption={t('payroll.settlement.amounts')} recorded />
          <table className="w-full max-w-lg text-left text-sm">
            <caption className="text-left font-semibold">{t('payroll.settlement.finalPayslip')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('payroll.grossPay')}</th>
                <td className="text-right">{formatUsd(s.gross_cents)}</td>
              </tr>
              {s.lines
                .filter((l) => l.kind === 'deduction')
                .map((l) => (
                  <tr key={l.code}>
                    <th scope="row" className="font-normal">
                      {lineName(t, l)}
                    </th>
                    <td className="text-right">−{formatUsd(l.amount_cents)}</td>
                  </tr>
                ))}
              <tr>
                <th scope="row">{t('payroll.netPay')}</th>
                <td className="text-right font-semibold">
                  {formatUsd(s.net_cents)} ({formatRiel(s.net_riel)})
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
