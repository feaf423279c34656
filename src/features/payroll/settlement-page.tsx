// /payroll/settlement?employee_id=N (payroll read): a leaver's final settlement as recorded, each amount with how it
// was computed and the rule behind it, the final payslip's deductions and net, and its statement as a PDF.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../commands/error-message.ts';
import { CONTRACT_KIND_LABELS, END_REASON_LABELS } from '../../../contract/api/employment.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';
import { Button } from '../../ui/button.tsx';
import { PageHeader, useViewTitle } from '../../ui/page-header.tsx';
import { downloadStatement, useSettlement } from './api/settlement-api.ts';
import { SettlementItems } from './settlement-items.tsx';

export default function SettlementPage() {
  const [params] = useSearchParams();
  const raw = params.get('employee_id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  if (!id)
    return (
      <section>
        <PageHeader title="Settlement" />
        <p className="text-sm">
          Pick a leaver with “Settlement of…” in the command palette (Ctrl+K) to see their final settlement.
        </p>
      </section>
    );
  return <OneSettlement id={id} />;
}

function OneSettlement({ id }: { id: number }) {
  const { data, error } = useSettlement(id);
  const [busy, setBusy] = useState(false);
  const s = data?.data;
  const title = s ? `Settlement of ${s.employee_name}` : null;
  useViewTitle(title);
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadStatement(id);
    } catch (err) {
      toast.error(errorMessage(err, 'The statement could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <PageHeader title={title ?? 'Settlement'}>
        {s ? (
          <Button
            variant="primary"
            aria-disabled={busy || undefined}
            className="aria-disabled:cursor-wait aria-disabled:bg-blue-400"
            onClick={() => (busy ? undefined : void pdf())}
          >
            {busy ? 'Downloading...' : 'Download statement (PDF)'}
          </Button>
        ) : null}
      </PageHeader>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(error, 'The settlement could not be loaded.')}
        </p>
      ) : !s ? (
        <p role="status" className="text-sm">
          Loading settlement…
        </p>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            <dt>Staff ID</dt>
            <dd>{s.staff_id}</dd>
            <dt>Last day</dt>
            <dd>{shortDayLabel(s.last_day)}</dd>
            <dt>Reason</dt>
            <dd>{END_REASON_LABELS[s.reason]}</dd>
            <dt>Contract</dt>
            <dd>{CONTRACT_KIND_LABELS[s.contract_kind]}</dd>
            {s.reason === 'dismissal' ? (
              <>
                <dt>Notice given</dt>
                <dd>{s.notice_given_days} days</dd>
              </>
            ) : null}
            <dt>Exchange rate</dt>
            <dd>{s.exchange_rate.toLocaleString('en-US')} riel per US dollar</dd>
            <dt>Recorded</dt>
            <dd>
              {s.created_at ? shortDayLabel(s.created_at.slice(0, 10)) : '—'} by {s.created_by ?? '—'}
            </dd>
          </dl>
          <SettlementItems items={s.items} caption="Amounts and the rules behind them" recorded />
          <table className="w-full max-w-lg text-left text-sm">
            <caption className="text-left font-semibold">Final payslip</caption>
            <tbody>
              <tr>
                <th scope="row">Gross pay</th>
                <td className="text-right">{formatUsd(s.gross_cents)}</td>
              </tr>
              {s.lines
                .filter((l) => l.kind === 'deduction')
                .map((l) => (
                  <tr key={l.code}>
                    <th scope="row" className="font-normal">
                      {l.name}
                    </th>
                    <td className="text-right">−{formatUsd(l.amount_cents)}</td>
                  </tr>
                ))}
              <tr>
                <th scope="row">Net pay</th>
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
