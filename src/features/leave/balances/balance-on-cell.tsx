// One row's balance on the day the balances screen is read on, from that employee's ledger of that type (the
// yearly figures beside it are the year's; this is what the ledger had earned and not taken on the day).
import { LEAVE_LEDGER_TEXT as T } from '../../../../contract/messages.ts';
import { useLeaveLedger } from '../../../lib/leave/get-leave-ledger.ts';

export function BalanceOnCell({
  employeeId,
  leaveTypeId,
  on,
}: {
  employeeId: number;
  leaveTypeId: number;
  on: string;
}) {
  const { ledger, error } = useLeaveLedger({ employeeId, leaveTypeId, on });
  if (error) return <span className="text-xs">{T.onFailed}</span>;
  if (!ledger) return <span className="text-xs">{T.onLoading}</span>;
  return <span className="font-semibold tabular-nums">{ledger.balance}</span>;
}
