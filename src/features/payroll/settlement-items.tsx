// A settlement's amounts as a table, one row each: in the end-employment dialog's preview its label and USD (the
// deductions and net follow as the caller's rows); on the settlement page, as recorded, also how it was computed
// and the rule behind it.
import type { ReactNode } from 'react';
import type { SettlementItem } from '../../../contract/api/employment.ts';
import { formatUsd } from '../../../contract/money.ts';
import { useText } from '../../i18n/text.ts';
import { lineName } from './line-name.ts';

export function SettlementItems({
  items,
  caption,
  recorded = false,
  children,
}: {
  items: readonly SettlementItem[];
  /** The table's name: its visible title when recorded, read out only in the preview. */
  caption: string;
  /** As recorded: each amount with its basis and rule. */
  recorded?: boolean;
  /** Rows after the amounts. */
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <table className={`w-full text-left text-sm ${recorded ? '' : 'mt-2'}`}>
      <caption className={recorded ? 'text-left font-semibold' : 'sr-only'}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('common.amount')}</th>
          {recorded ? (
            <>
              <th scope="col">{t('payroll.settlement.how')}</th>
              <th scope="col">{t('payroll.settlement.rule')}</th>
            </>
          ) : null}
          <th scope="col" className="text-right">
            {t('payroll.usd')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.code} className={recorded ? 'align-top' : undefined}>
            <th scope="row" className="font-normal">
              {lineName(t, { code: i.code, name: i.label })}
            </th>
            {recorded ? (
              <>
                <td>{i.basis}</td>
                <td>{i.rule}</td>
              </>
            ) : null}
            <td className="text-right">{formatUsd(i.amount_cents)}</td>
          </tr>
        ))}
        {children}
      </tbody>
    </table>
  );
}
