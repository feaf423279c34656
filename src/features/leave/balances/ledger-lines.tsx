// A ledger's lines as a read-only WAI-ARIA grid: one Tab stop on a row (a roving tabindex), the arrow keys,
// Home, End, PageUp and PageDown move between rows, and a row read aloud is its date, line, days and balance.
// The newest line takes focus as the grid appears: it is the one that gives the balance above it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { LedgerLineItem } from '../../../../contract/api/leave-ledger.ts';
import { useText } from '../../../i18n/text.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';

const PAGE = 10;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The row a key moves to from `at`, among `count`; null for a key that does not move. */
export function rowAfterKey(key: string, at: number, count: number): number | null {
  const to: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    Home: 0,
    End: count - 1,
    PageDown: at + PAGE,
    PageUp: at - PAGE,
  };
  return key in to ? Math.max(0, Math.min(count - 1, to[key])) : null;
}

export function LedgerLines({ lines, describedBy }: { lines: readonly LedgerLineItem[]; describedBy?: string }) {
  const t = useText();
  const [active, setActive] = useState(lines.length - 1);
  // A ledger read again with fewer lines keeps its one Tab stop on a line that exists.
  const at = Math.min(active, lines.length - 1);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);

  // Into the grid once, as it appears (the dialog opened, its ledger arrived): a ledger read again leaves focus be.
  useEffect(() => {
    rows.current.at(-1)?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = rowAfterKey(e.key, at, lines.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    rows.current[next]?.focus();
  };

  const cell = 'px-2 py-1';
  return (
    <div className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-300 dark:border-slate-600">
      <table
        role="grid"
        aria-label={t('leave.ledgerLines')}
        aria-describedby={describedBy}
        aria-readonly="true"
        aria-rowcount={lines.length + 1}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-left text-sm"
      >
        <thead className="sticky top-0 bg-slate-100 text-xs dark:bg-slate-800">
          <tr aria-rowindex={1}>
            <th scope="col" className={`${cell} w-28`}>
              {t('common.date')}
            </th>
            <th scope="col" className={cell}>
              {t('leave.ledgerLine')}
            </th>
            <th scope="col" className={`${cell} w-20 text-right`}>
              {t('leave.days')}
            </th>
            <th scope="col" className={`${cell} w-20 text-right`}>
              {t('leave.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr
              key={`${line.date}-${i}`}
              ref={(el) => {
                rows.current[i] = el;
              }}
              aria-rowindex={i + 2}
              tabIndex={i === at ? 0 : -1}
              onFocus={() => setActive(i)}
              className="border-t border-slate-200 outline-none focus:bg-sky-100 focus:ring-2 focus:ring-inset focus:ring-blue-700 dark:border-slate-700 dark:focus:bg-sky-900 dark:focus:ring-blue-300"
            >
              <td role="gridcell" className={`${cell} tabular-nums`}>
                {formatBusinessDateNumeric(line.date)}
              </td>
              <td role="gridcell" className={cell}>
                {line.label}
              </td>
              <td role="gridcell" className={`${cell} text-right tabular-nums`}>
                {signed(line.days)}
              </td>
              <td role="gridcell" className={`${cell} text-right tabular-nums`}>
                {line.balance}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
