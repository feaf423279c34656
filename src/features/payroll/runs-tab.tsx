// The runs tab: the cost trend, then every run (month, status, headcount, gross, net, employer cost); Enter or a
// click opens a run's register.
import { formatUsd } from '../../../contract/money.ts';
import { Link, useNavigate } from 'react-router-dom';
import { generatePath, payrollPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import type { PayrollRun } from '../../../contract/api/payroll.ts';
import { satisfies } from '../../../contract/permissions.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { buttonClass } from '../../ui/button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { useRuns } from './api/payroll-api.ts';
import { costTrend } from './cost-trend.ts';
import { CostTrendPanel } from './cost-trend-panel.tsx';
import { runEntity } from './payroll-entities.ts';
import { RunStatus } from './run-status.tsx';

export function RunsTab() {
  const ctx = useCommandContext();
  const navigate = useNavigate();
  const t = useText();
  const { data, isLoading, error } = useRuns();
  const runs = data?.data;
  const columns: Column<PayrollRun>[] = [
    {
      header: t('common.month'),
      width: 'minmax(9rem, 1.2fr)',
      cell: (r) => (
        <Link
          to={payrollPath(r.month)}
          tabIndex={-1}
          className="font-medium text-blue-800 underline dark:text-blue-300"
        >
          {formatMonth(r.month)}
        </Link>
      ),
    },
    { header: t('common.status'), width: '7rem', cell: (r) => <RunStatus status={r.status} /> },
    { header: t('payroll.headcount'), width: '6.5rem', cell: (r) => r.headcount },
    { header: t('payroll.gross'), width: 'minmax(7rem, 1fr)', kind: 'money', cell: (r) => formatUsd(r.gross_cents) },
    { header: t('payroll.net'), width: 'minmax(7rem, 1fr)', kind: 'money', cell: (r) => formatUsd(r.net_cents) },
    {
      header: t('payroll.employerCost'),
      width: 'minmax(8rem, 1fr)',
      kind: 'money',
      cell: (r) => formatUsd(r.employer_cost_cents),
    },
  ];
  return (
    <>
      {satisfies(ctx.permissions, { resource: 'payroll', action: 'create' }) ? (
        <div className="mb-4 flex justify-end">
          <Link to={generatePath()} className={buttonClass('primary')}>
            {t('payroll.generatePayroll')}
          </Link>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('payroll.runsFailed')}
        </p>
      ) : null}
      <CostTrendPanel points={costTrend(runs ?? [])} />
      <h2 className="mb-2 text-base font-semibold">{t('payroll.tab.runs')}</h2>
      <DataTable
        label={t('payroll.runsTable')}
        columns={columns}
        rows={runs}
        loading={isLoading}
        rowKey={(r) => r.id}
        toEntity={runEntity}
        openOnClick
        onOpen={(r) => navigate(payrollPath(r.month))}
      />
    </>
  );
}
