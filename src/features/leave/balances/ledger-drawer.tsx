// The ledger behind one employee's balance of one leave type, in a side drawer beside the balances: every line,
// earned, taken, carried over, expired or adjusted, with the balance after it, as of today (or the day the
// balances screen is read on). The newest line takes focus as the lines appear and the arrow keys walk them; Tab
// goes on to Close; Escape closes, and focus goes back to the row the drawer was opened from.
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useText } from '../../../i18n/text.ts';
import { businessToday, formatBusinessDateNumeric } from '../../../lib/time.ts';
import { ui } from '../../../lib/ui-state.ts';
import { useLeaveLedger } from '../../../lib/leave/get-leave-ledger.ts';
import { DayFigures } from '../../../ui/day-figures.tsx';
import { Drawer } from '../../../ui/drawer.tsx';
import { balanceRefOf } from '../leave-entities.ts';
import { LedgerLines } from './ledger-lines.tsx';

export default function LedgerDrawer({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const ref = balanceRefOf(dialogArg);
  const on = ref ? (ref.on ?? businessToday()) : '';
  const { ledger, isLoading, error } = useLeaveLedger(ref ? { ...ref, on } : null);
  const keysId = useId();
  const failed = !ref || !!error || (!isLoading && !ledger);

  return (
    <Drawer title={t('leave.ledgerTitle')} onClose={onClose}>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('leave.ledgerFailed')}
        </p>
      ) : !ledger ? (
        <p role="status" className="text-sm">
          {t('leave.loading')}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm">
            {t('leave.ledgerSummary', {
              name: dialogArg?.name ?? '',
              on: formatBusinessDateNumeric(ledger.on),
              usableFrom: formatBusinessDateNumeric(ledger.usable_from),
              payPercent: String(ledger.pay_percent),
            })}
          </p>
          <div className="mb-3">
            <DayFigures
              figures={[
                [t('leave.balance'), ledger.balance],
                [t('leave.pending'), ledger.pending],
                [t('leave.booked'), ledger.booked],
                [t('leave.available'), ledger.available],
              ]}
            />
          </div>
          {ledger.lines.length === 0 ? (
            <p className="text-sm">{t('leave.ledgerEmpty')}</p>
          ) : (
            <>
              <p id={keysId} className="mb-1 text-xs text-slate-700 dark:text-slate-300">
                {t('leave.ledgerKeys')}
              </p>
              <LedgerLines lines={ledger.lines} describedBy={keysId} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
