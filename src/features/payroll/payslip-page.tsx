// /payslip: any signed-in user. The list shows the payslips the server lets this user see (their own as a linked
// employee; any with payroll read), ?employee_id= narrows it to one person; ?id= shows one payslip as a clean A4
// page (printed alone: payslip-print.css) with its PDF made by the server.
import { formatUsd } from '../../../contract/money.ts';
import { formatMonth } from '../../lib/time.ts';
import { useText } from '../../i18n/text.ts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYSLIP_ROUTE, payslipPath } from '../../../commands/areas/payroll/payroll-commands.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import type { PayslipRow } from '../../../contract/api/payroll.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader, useViewTitle } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { downloadPayslipPdf, usePayslip, usePayslips } from './api/payroll-api.ts';
import { PayslipDocument } from './payslip-document.tsx';
import './payslip-print.css';
import { OneLine } from '../../ui/two-lines.tsx';

const LIMIT = 50;
const payslipEntity = (r: PayslipRow) => ({
  kind: 'payslip',
  id: r.id,
  name: `${r.employee_name}, ${formatMonth(r.month)}`,
});

function OnePayslip({ id }: { id: number }) {
  const ctx = useCommandContext();
  const t = useText();
  const { data, error } = usePayslip(id);
  const [busy, setBusy] = useState(false);
  const p = data?.data;
  const title = p ? t('payroll.payslip.ofMonth', { name: p.employee_name, month: formatMonth(p.month) }) : null;
  useViewTitle(title);
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadPayslipPdf(id);
    } catch (err) {
      ctx.toast.error(errorMessage(err, t('toast.payroll.pdfFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <PageHeader title={title ?? t('payroll.payslip')}>
        {p ? (
          <>
            <Button onClick={() => window.print()}>{t('payroll.payslip.print')}</Button>
            {/* Busy, not disabled: a disabled button would drop the focus it holds. */}
            <Button
              variant="primary"
              aria-disabled={busy || undefined}
              className="aria-disabled:cursor-wait aria-disabled:bg-blue-400"
              onClick={() => (busy ? undefined : void pdf())}
            >
              {busy ? t('payroll.downloading') : t('payroll.payslip.downloadPdf')}
            </Button>
          </>
        ) : null}
      </PageHeader>
      <p className="mb-3 text-sm">
        <Link to={PAYSLIP_ROUTE} className="text-blue-800 underline dark:text-blue-300">
          {t('payroll.payslip.all')}
        </Link>
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(error, t('payroll.payslipFailed'))}
        </p>
      ) : !p ? (
        <p role="status" className="text-sm">
          {t('payroll.loading')}
        </p>
      ) : (
        <div className="payslip-print mx-auto w-full max-w-[210mm] rounded-md border border-slate-300 bg-white p-[12mm] shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <PayslipDocument p={p} />
        </div>
      )}
    </section>
  );
}

function PayslipList({ employeeId }: { employeeId: number | null }) {
  const navigate = useNavigate();
  const t = useText();
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = usePayslips({ page, limit: LIMIT, employee_id: employeeId ?? undefined });
  const rows = data?.data;
  const who = employeeId && rows?.[0] ? rows[0].employee_name : null;
  const columns: Column<PayslipRow>[] = [
    {
      header: t('common.month'),
      width: '10rem',
      cell: (r) => (
        <Link to={payslipPath(r.id)} tabIndex={-1} className="font-medium text-blue-800 underline dark:text-blue-300">
          {formatMonth(r.month)}
        </Link>
      ),
    },
    {
      header: t('common.employee'),
      width: 'minmax(10rem, 1.5fr)',
      cell: (r) => <OneLine text={r.employee_name} />,
    },
    {
      header: t('common.staffId'),
      width: '8rem',
      cell: (r) => <span className="font-mono text-xs">{r.staff_id}</span>,
    },
    {
      header: t('common.department'),
      width: 'minmax(8rem, 1fr)',
      cell: (r) => <OneLine text={r.department?.name ?? '-'} />,
    },
    { header: t('payroll.gross'), width: '8rem', kind: 'money', cell: (r) => formatUsd(r.gross_pay) },
    { header: t('payroll.net'), width: '8rem', kind: 'money', cell: (r) => formatUsd(r.net_pay) },
  ];
  return (
    <section>
      <PageHeader title={who ? t('payroll.payslipsOf', { name: who }) : t('payroll.payslips')} />
      {employeeId ? (
        <p className="mb-3 text-sm">
          <Link to={PAYSLIP_ROUTE} className="text-blue-800 underline dark:text-blue-300">
            {t('payroll.payslips.everyone')}
          </Link>
        </p>
      ) : null}
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('payroll.payslips.failed') : data ? t('payroll.payslips.count', { count: data.metadata.total }) : ''}
      </p>
      <DataTable
        label={t('payroll.payslips')}
        columns={columns}
        rows={rows}
        loading={isLoading}
        rowKey={(r) => r.id}
        toEntity={payslipEntity}
        openOnClick
        onOpen={(r) => navigate(payslipPath(r.id))}
      />
      <Pagination label={t('payroll.payslips.pages')} meta={data?.metadata} onPage={setPage} />
    </section>
  );
}

export default function PayslipPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <OnePayslip key={id} id={id} />;
  const employee = Number(params.get('employee_id'));
  return <PayslipList key={employee || 0} employeeId={Number.isInteger(employee) && employee > 0 ? employee : null} />;
}
