// The ledger behind one employee's balance of one leave type: every line, earned, taken, carried over,
// expired or adjusted, with the balance after it, as of today (or the end of a past or future year). The lines
// are one list walked by the arrow keys, Home and End; Escape closes.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { businessToday, formatBusinessDate } from '../../../lib/time.ts';
import { ui } from '../../../lib/ui-state.ts';
import { LoadState } from '../../../ui/load-state.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useLeaveLedger } from '../api/get-leave-ledger.ts';
import { DayFigures } from '../day-figures.tsx';
import { balanceRefOf } from '../leave-admin-entities.ts';

/** Today in the current year; a past or future year is read on its last day. */
export function ledgerDay(year: number, today = businessToday()): string {
  return year === Number(today.slice(0, 4)) ? today : `${year}-12-31`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export default function LedgerDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  const ref = balanceRefOf(dialogArg);
  const on = ref ? ledgerDay(ref.year) : '';
  const { ledger, isLoading, error } = useLeaveLedger(ref ? { ...ref, on } : null);
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  const move = (e: KeyboardEvent, count: number) => {
    const to =
      e.key === 'ArrowDown'
        ? active + 1
        : e.key === 'ArrowUp'
          ? active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(count - 1, to));
    setActive(next);
    items.current[next]?.focus();
  };

  return (
    <Modal open onClose={onClose} title="Leave ledger" width="max-w-2xl">
      <LoadState
        what="ledger"
        waiting={!!ref && isLoading}
        error={!ref || !!error || (!isLoading && !ledger)}
        onClose={onClose}
      >
        {ledger ? (
          <>
            <p className="mb-2 text-sm">
              {dialogArg?.name} · on {formatBusinessDate(ledger.on)} · usable from{' '}
              {formatBusinessDate(ledger.usable_from)} · a day pays {ledger.pay_percent}%
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
              <p className="text-sm">No lines yet on this day.</p>
            ) : (
              <ol
                aria-label="Ledger lines"
                className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-300 text-sm dark:border-slate-600"
                onKeyDown={(e) => move(e, ledger.lines.length)}
              >
                {ledger.lines.map((line, i) => (
                  <li
                    key={`${line.date}-${i}`}
                    ref={(el) => {
                      items.current[i] = el;
                    }}
                    tabIndex={i === active ? 0 : -1}
                    onFocus={() => setActive(i)}
                    className="grid grid-cols-[7rem_1fr_5rem_5rem] gap-2 px-2 py-1 focus:bg-sky-100 focus:outline-none dark:focus:bg-sky-900"
                  >
                    <span>{formatBusinessDate(line.date)}</span>
                    <span>{line.label}</span>
                    <span className="text-right tabular-nums">{signed(line.days)}</span>
                    <span className="text-right tabular-nums" aria-label={`balance ${line.balance}`}>
                      {line.balance}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : null}
      </LoadState>
    </Modal>
  );
}
