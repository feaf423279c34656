// One payslip as it was frozen at generation: who (name, staff id, position, department, bank), each earning and
// deduction, the employer's contributions, the rate used and net pay in USD and riel. The same block is the A4
// page of /payslip (print styles in payslip-print.css) and the body of the register's drawer.
import { formatUsd } from '../../../contract/money.ts';
import { formatRiel } from './money.ts';
import { useId } from 'react';
import type { PayslipItem, PayslipLine } from '../../../contract/api/payroll.ts';
import { formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { lineName } from './line-name.ts';
import { RUN_STATUS_LABEL } from './run-status.tsx';

function LinesTable({ caption, lines, total }: { caption: string; lines: readonly PayslipLine[]; total?: number }) {
  const t = useText();
  if (lines.length === 0) return null;
  return (
    <table className="mb-4 w-full text-sm">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('payroll.payslip.item')}</th>
          <th scope="col">{t('common.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${l.code}-${i}`} className="border-b border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-1 text-left font-normal">
              {lineName(t, l)}
              {l.amount_riel != null ? (
                <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">({formatRiel(l.amount_riel)})</span>
              ) : null}
            </th>
            <td className="py-1 text-right tabular-nums">{formatUsd(l.amount_cents)}</td>
          </tr>
        ))}
      </tbody>
      {total !== undefined ? (
        <tfoot>
          <tr>
            <th scope="row" className="py-1 text-left">
              {t('payroll.payslip.total')}
            </th>
            <td className="py-1 text-right font-semibold tabular-nums">{formatUsd(total)}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-0.5">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function PayslipDocument({ p, headingLevel = 2 }: { p: PayslipItem; headingLevel?: 2 | 3 }) {
  const t = useText();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const earnings = p.lines.filter((l) => l.kind === 'earning');
  const deductions = p.lines.filter((l) => l.kind === 'deduction');
  const benefits = p.lines.filter((l) => l.kind === 'benefit');
  const deducted = deductions.reduce((sum, l) => sum + l.amount_cents, 0);
  return (
    <article aria-labelledby={titleId} className="payslip-document">
      <header className="mb-4 flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-300 pb-2 dark:border-slate-600">
        <Heading id={titleId} className="text-lg font-semibold">
          {t('payroll.payslip.title', { month: formatMonth(p.month) })}
        </Heading>
        <span className="text-sm text-slate-700 dark:text-slate-300">{t(RUN_STATUS_LABEL[p.status])}</span>
      </header>
      <div className="mb-4 grid gap-x-6 text-sm sm:grid-cols-2">
        <dl>
          <Fact label={t('common.employee')}>{p.employee_name}</Fact>
          <Fact label={t('common.staffId')}>{p.staff_id}</Fact>
          <Fact label={t('payroll.payslip.position')}>{p.position || '-'}</Fact>
          <Fact label={t('common.department')}>{p.department?.name ?? '-'}</Fact>
        </dl>
        <dl>
          <Fact label={t('payroll.payslip.bank')}>{p.bank_name || '-'}</Fact>
          <Fact label={t('payroll.payslip.account')}>{p.bank_account || '-'}</Fact>
          <Fact label={t('payroll.exchangeRate')}>{t('payroll.perDollar', { rate: formatRiel(p.exchange_rate) })}</Fact>
          <Fact label={t('payroll.nssfRate')}>
            {t('payroll.perDollar', { rate: formatRiel(p.nssf_exchange_rate) })}
          </Fact>
          <Fact label={t('payroll.payslip.baseSalary')}>{formatUsd(p.base_cents)}</Fact>
        </dl>
      </div>
      <div className="grid gap-x-8 sm:grid-cols-2">
        <LinesTable caption={t('payroll.payslip.earnings')} lines={earnings} total={p.gross_pay} />
        <LinesTable caption={t('payroll.payslip.deductions')} lines={deductions} total={deducted} />
      </div>
      <dl className="mb-4 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-600">
        <Fact label={t('payroll.grossPay')}>{formatUsd(p.gross_pay)}</Fact>
        <Fact label={t('payroll.taxOnSalary')}>{`${formatUsd(p.tax_cents)} (${formatRiel(p.tax_riel)})`}</Fact>
        <Fact label={t('payroll.nssfEmployee')}>{formatUsd(p.employee_nssf_cents)}</Fact>
        <Fact label={t('payroll.netPay')}>
          <strong className="tabular-nums">{formatUsd(p.net_pay)}</strong>
          <span className="ml-2 tabular-nums">({formatRiel(p.net_riel)})</span>
        </Fact>
      </dl>
      {benefits.length ? (
        <LinesTable
          caption={t('payroll.payslip.benefits')}
          lines={benefits}
          total={benefits.reduce((sum, l) => sum + l.amount_cents, 0)}
        />
      ) : null}
      <LinesTable caption={t('payroll.payslip.employerLines')} lines={p.employer_lines} total={p.employer_cents} />
    </article>
  );
}
