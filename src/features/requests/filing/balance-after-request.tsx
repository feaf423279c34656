// What the chosen type's balance will be once this request is taken, before it is sent: the days available on
// its first day by the employee's ledger (earned, less pending and booked leave), less the working days it takes.
// The ledger is asked once the employee, the type and both dates are known, and once typing has paused.
import { useId } from 'react';
import { useText } from '../../../i18n/text.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLeaveLedger } from '../../../lib/leave/get-leave-ledger.ts';
import { formatDays } from '../../../lib/leave/days.ts';

/** How long the form's dates must rest before the ledger is asked (a date is typed part by part). */
const PAUSE_MS = 400;

export interface AfterRequestAsk {
  employeeId: number;
  leaveTypeId: number;
  /** The request's first day: the ledger is read on it. */
  on: string;
}

/** One text per ask, so the pause is measured on what is asked, not on each render's new object. */
const keyOf = (ask: AfterRequestAsk | null) => (ask ? `${ask.employeeId}:${ask.leaveTypeId}:${ask.on}` : '');
function askOf(key: string): AfterRequestAsk | null {
  if (!key) return null;
  const [employeeId, leaveTypeId, on] = key.split(':');
  return { employeeId: Number(employeeId), leaveTypeId: Number(leaveTypeId), on };
}

/** Rounds away float noise (1.5 − 0.77) to the ledger's two decimals. */
const days2 = (n: number) => Math.round(n * 100) / 100;

export function BalanceAfterRequest({ ask, days }: { ask: AfterRequestAsk | null; days: number | null }) {
  const key = keyOf(ask);
  const settled = useDebounced(key, PAUSE_MS);
  const { ledger, error } = useLeaveLedger(settled && settled === key ? askOf(settled) : null);
  const labelId = useId();
  const t = useText();

  let text: string;
  let over = false;
  if (!ask || days === null) text = t('requests.afterWaiting');
  else if (settled !== key || (!ledger && !error)) text = t('requests.afterLoading');
  else if (error || !ledger) text = t('requests.afterFailed');
  else {
    const after = days2(ledger.available - days);
    over = after < 0 && !ledger.policy.allow_negative;
    text = t('requests.afterValue', {
      after: formatDays(after),
      available: formatDays(ledger.available),
      on: formatBusinessDateNumeric(ledger.on),
    });
  }

  return (
    <div className="mb-4 text-sm">
      <span id={labelId} className="font-medium">
        {t('requests.afterLabel')}
      </span>
      <output aria-labelledby={labelId} aria-live="polite">
        {text}
        {over ? (
          <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
            {t('requests.afterOver')}
          </span>
        ) : null}
      </output>
    </div>
  );
}
