// One run (/payroll?month=YYYY-MM): its totals, its actions (approve and regenerate a draft, report.xlsx, the bank
// file, the payslips zip: the registry's commands for the run) and its register, a virtualised table of payslips
// walked with j/k (or the arrows) where Enter opens the payslip in a drawer (?payslip=ID).
import { formatUsd } from '../../../contract/money.ts';
import { formatRiel } from './money.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PAYROLL_ROUTE } from '../../../commands/areas/payroll/payroll-commands.ts';
import type { PayslipRow } from '../../../contract/api/payroll.ts';
import { useDialogOverRow } from '../../lib/list-focus.ts';
import { formatDateTime, formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { ui } from '../../lib/ui-state.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader, useViewTitle } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { usePayslips, useRuns } from './api/payroll-api.ts';
import { runEntity } from './payroll-entities.ts';
import { PayslipDrawer } from './payslip-drawer.tsx';
import { RunStatus } from './run-status.tsx';
import { StatutoryTotals } from './statutory-totals.tsx';
import { OneLine } from '../../ui/two-lines.tsx';

const REGISTER_PAGE = 100;

const payslipEntity = (r: PayslipRow) => ({ kind: 'payslip', id: r.id, name: `${r.employee_name} (${r.staff_id})` });

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700">
      <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function RunView({ month }: { month: string }) {
  const t = useText();
  const runs = useRuns();
  const run = runs.data?.data.find((r) => r.month === month);
  const [page, setPage] = useState(1);
  const register = usePayslips(run ? { payroll_id: run.id, page, limit: REGISTER_PAGE } : null);
  const [params, setParams] = useSearchParams();
  const { paletteOpen } = useSnapshot(ui);
  const { shown, focusRequest } = useDialogOverRow(Number(params.get('payslip')) || null, paletteOpen);
  const offset = (page - 1) * REGISTER_PAGE;

  const openPayslip = (id: number | null) =>
    setParams(
      (p) => {
        if (id) p.set('payslip', String(id));
        else p.delete('payslip');
        return p;
      },
      { replace: !id },
    );

  const columns: Column<PayslipRow>[] = [
    { header: t('payroll.registerNo'), width: '4rem', inCard: false, cell: (_r, i) => offset + i + 1 },
    {
      header: t('common.staffId'),
      width: '8rem',
      cell: (r) => <span className="font-mono text-xs">{r.staff_id}</span>,
    },
    {
      header: t('common.employee'),
      width: 'minmax(10rem, 1.5fr)',
      cell: (r) => <OneLine text={r.employee_name} className="font-medium" />,
    },
    {
      header: t('common.department'),
      width: 'minmax(8rem, 1fr)',
      cell: (r) => <OneLine text={r.department?.name ?? '-'} />,
    },
    { header: t('payroll.gross'), width: '8rem', kind: 'money', cell: (r) => formatUsd(r.gross_pay) },
    { header: t('payroll.net'), width: '8rem', kind: 'money', cell: (r) => formatUsd(r.net_pay) },
  ];

  const title = t('payroll.runTitle', { month: formatMonth(month) });
  useViewTitle(title);
  if (!run) {
    return (
      <section>
        <PageHeader title={title} />
        <p role={runs.isLoading ? 'status' : 'alert'} className="text-sm">
          {runs.isLoading
            ? t('payroll.loading')
            : runs.error
              ? t('payroll.runsFailed')
              : t('payroll.noRun', { month: formatMonth(month) })}
        </p>
        <Link to={PAYROLL_ROUTE} className="mt-3 inline-block text-sm text-blue-800 underline dark:text-blue-300">
          {t('payroll.allRuns')}
        </Link>
      </section>
    );
  }

  return (
    <section>
      <PageHeader title={title}>
        <RowActions entity={runEntity(run)} source="button" />
      </PageHeader>
      <p className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <RunStatus status={run.status} />
        <span>
          {t('payroll.generatedBy', { at: formatDateTime(run.generated_at), who: run.generated_by })}
          {run.approved_at
            ? t('payroll.approvedBy', { at: formatDateTime(run.approved_at), who: run.approved_by ?? '-' })
            : ''}
        </span>
        <Link to={PAYROLL_ROUTE} className="text-blue-800 underline dark:text-blue-300">
          {t('payroll.allRuns')}
        </Link>
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4 lg:grid-cols-9">
        <Figure label={t('payroll.headcount')}>{run.headcount}</Figure>
        <Figure label={t('payroll.gross')}>{formatUsd(run.gross_cents)}</Figure>
        <Figure label={t('payroll.net')}>{formatUsd(run.net_cents)}</Figure>
        <Figure label={t('payroll.taxOnSalary')}>{formatUsd(run.tax_cents)}</Figure>
        <Figure label={t('payroll.nssfEmployees')}>{formatUsd(run.employee_nssf_cents)}</Figure>
        <Figure label={t('payroll.employerContributions')}>{formatUsd(run.employer_cents)}</Figure>
        <Figure label={t('payroll.employerCost')}>{formatUsd(run.employer_cost_cents)}</Figure>
        <Figure label={t('payroll.exchangeRate')}>{formatRiel(run.exchange_rate)}</Figure>
        <Figure label={t('payroll.nssfRate')}>{formatRiel(run.nssf_exchange_rate)}</Figure>
      </dl>
      <StatutoryTotals runId={run.id} />
      <h2 className="mb-2 text-base font-semibold">{t('payroll.register')}</h2>
      <DataTable
        label={t('payroll.registerOf', { month: formatMonth(month) })}
        columns={columns}
        rows={register.data?.data}
        loading={register.isLoading}
        rowKey={(r) => r.id}
        toEntity={payslipEntity}
        openOnClick
        focusRequest={focusRequest}
        onOpen={(r) => openPayslip(r.id)}
      />
      <Pagination label={t('payroll.registerPages')} meta={register.data?.metadata} onPage={setPage} />
      {shown ? <PayslipDrawer key={shown} id={shown} onClose={() => openPayslip(null)} /> : null}
    </section>
  );
}
