// The ledger behind one employee's balance of one leave type: every line, earned, taken, carried over,
// expired or adjusted, with the balance after it, as of today (or the day the balances screen is read on). The lines are a grid walked by the keyboard, focused as they appear; Escape
// closes, and focus goes back to the row the dialog was opened from.
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { LEAVE_LEDGER_TEXT as T } from '../../../../contract/messages.ts';
import { businessToday, formatBusinessDateNumeric } from '../../../lib/time.ts';
import { ui } from '../../../lib/ui-state.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useLeaveLedger } from '../../../lib/leave/get-leave-ledger.ts';
import { DayFigures } from '../../../ui/day-figures.tsx';
import { balanceRefOf } from '../leave-entities.ts';
import { LedgerLines } from './ledger-lines.tsx';

export default function LedgerDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const ref = balanceRefOf(dialogArg);
  const on = ref ? (ref.on ?? businessToday()) : '';
  const { ledger, isLoading, error } = useLeaveLedger(ref ? { ...ref, on } : null);
  const keysId = useId();

  return (
    <Modal open onClose={onClose} title={T.ledgerTitle} width="max-w-2xl">
      <LoadState
        what="ledger"
        waiting={!!ref && isLoading}
        error={!ref || !!error || (!isLoading && !ledger)}
        onClose={onClose}
      >
        {ledger ? (
          <>
            <p className="mb-2 text-sm">
              {T.ledgerSummary(
                dialogArg?.name ?? '',
                formatBusinessDateNumeric(ledger.on),
                formatBusinessDateNumeric(ledger.usable_from),
                ledger.pay_percent,
              )}
            </p>
            <div className="mb-3">
              <DayFigures
                figures={[
                  ['Balance', ledger.balance],
                  ['Pending', ledger.pending],
                  ['Booked', ledger.booked],
                  ['Available', ledger.available],
                ]}
              />
            </div>
            {ledger.lines.length === 0 ? (
              <p className="text-sm">{T.ledgerEmpty}</p>
            ) : (
              <>
                <p id={keysId} className="mb-1 text-xs text-slate-700 dark:text-slate-300">
                  {T.ledgerKeys}
                </p>
                <LedgerLines lines={ledger.lines} describedBy={keysId} />
              </>
            )}
          </>
        ) : null}
      </LoadState>
    </Modal>
  );
}
