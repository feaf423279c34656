// Leave types, holidays and balances as entities the commands act on (row actions, shortcuts, palette).
import type { EntityRef } from '../../../commands/types.ts';
import type { CalendarEventItem } from '../../../contract/api/calendar-events.ts';
import type { LeaveBalanceItem, LeaveTypeItem } from '../../../contract/api/leave.ts';
import { isRealDate } from '../../../contract/dates.ts';
import { formatBusinessDate } from '../../lib/time.ts';

export const leaveTypeEntity = (t: Pick<LeaveTypeItem, 'id' | 'name'>): EntityRef => ({
  kind: 'leaveType',
  id: t.id,
  name: t.name,
});

export const holidayEntity = (h: Pick<CalendarEventItem, 'id' | 'title' | 'event_date'>): EntityRef => ({
  kind: 'holiday',
  id: h.id,
  name: `${h.title} · ${formatBusinessDate(h.event_date)}`,
});

/** A balance has no id of its own: (employee, type) is its key, packed into one number. */
export const balanceKey = (employeeId: number, leaveTypeId: number) => employeeId * 2 ** 20 + leaveTypeId;

export interface BalanceRef {
  employeeId: number;
  leaveTypeId: number;
  /** The day its ledger is read on (YYYY-MM-DD), when the balances are read as of a day; today otherwise. */
  on?: string;
}

/** `on`: the balances screen reads them as of that day, and so does the ledger opened from its row. */
export const balanceEntity = (b: Pick<LeaveBalanceItem, 'employee' | 'leave_type'>, on?: string): EntityRef => ({
  kind: 'leaveBalance',
  id: balanceKey(b.employee.id, b.leave_type.id),
  name: `${b.employee.full_name} · ${b.leave_type.name}`,
  extra: {
    employeeId: b.employee.id,
    leaveTypeId: b.leave_type.id,
    ...(on ? { on } : {}),
  } satisfies BalanceRef,
});

/** The balance an entity names, if it is one. */
export function balanceRefOf(e: EntityRef | null | undefined): BalanceRef | null {
  const x = e?.kind === 'leaveBalance' ? e.extra : undefined;
  const ref: BalanceRef = { employeeId: Number(x?.employeeId), leaveTypeId: Number(x?.leaveTypeId) };
  if (typeof x?.on === 'string' && isRealDate(x.on)) ref.on = x.on;
  return Number.isInteger(ref.employeeId) && Number.isInteger(ref.leaveTypeId) && ref.employeeId > 0 ? ref : null;
}
