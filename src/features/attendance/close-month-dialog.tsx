// "Close month…" (dialog 'attendance.close'): before a month is closed, what still blocks a clean month, read
// from the server: requests of the month waiting for a decision (each a link to the request) and days with a
// clock-in and no clock-out (each opens its correction). Closing is not refused for them: HR settles them first,
// or closes knowingly, in one step.
import { monthLabel } from '../../../contract/dates.ts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import type { CloseBlocker } from '../../../contract/api/attendance-close.ts';
import { ATTENDANCE_TOAST, monthOf } from '../../../commands/areas/attendance/attendance-commands.ts';
import { REQUEST_KIND_META } from '../../../commands/areas/requests/request-kinds.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { formatBusinessDate } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { setPeriodClosed, useCloseBlockers } from './api/attendance-api.ts';
import { recordEntity } from './attendance-entities.ts';
import { formatLocalTime } from './format.ts';

const KIND_TEXT: Record<CloseBlocker['kind'], string> = {
  leave: 'Pending leave request',
  overtime: 'Pending overtime request',
  post_clock: 'Pending post clock request',
  open_day: 'No clock-out',
};

const span = (b: CloseBlocker) =>
  b.from === b.to ? formatBusinessDate(b.from) : `${formatBusinessDate(b.from)} – ${formatBusinessDate(b.to)}`;

const linkClass = 'text-left text-blue-800 underline dark:text-blue-300';

function BlockerItem({ blocker: b, onClose }: { blocker: CloseBlocker; onClose: () => void }) {
  const who = `${b.employee.name} (${b.employee.staff_id})`;
  if (b.kind === 'open_day') {
    const text = `${KIND_TEXT.open_day}: ${who}, ${span(b)}, in at ${formatLocalTime(b.clock_in_local) ?? '-'}`;
    // The correction replaces this dialog; closing the month is one "Close month…" away again.
    const correct = () =>
      void runCommand('attendance.correct', recordEntity({ id: b.id, date: b.from, employee: b.employee }), 'button');
    return (
      <button type="button" className={linkClass} onClick={correct}>
        {text}
      </button>
    );
  }
  return (
    <Link className={linkClass} to={`${REQUEST_KIND_META[b.kind].route}?request_id=${b.id}`} onClick={onClose}>
      {`${KIND_TEXT[b.kind]}: ${who}, ${span(b)}`}
    </Link>
  );
}

/** Opened by a command about one month (`ui.dialogArg`). */
export default function CloseMonthDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  return dialogArg ? <CloseMonth month={monthOf(dialogArg)} onClose={onClose} /> : null;
}

function CloseMonth({ month, onClose }: { month: string; onClose: () => void }) {
  const label = monthLabel(month);
  const { data, error } = useCloseBlockers(month);
  const check = data?.data;
  const [busy, setBusy] = useState(false);

  const close = async () => {
    setBusy(true);
    try {
      const message = await setPeriodClosed(month, true);
      toast.success(message || ATTENDANCE_TOAST.closed(month));
      onClose();
    } catch (e) {
      toast.error(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title="Close month" width="max-w-xl">
      <p className="mb-3 text-sm">
        Close {label}? Punches, corrections and post clock approvals into it will be refused until it is reopened.
      </p>
      {check && !check.ended ? (
        <p className="mb-3 text-sm font-medium">
          {label} runs until {formatBusinessDate(check.to)}: it can be closed once it has ended.
        </p>
      ) : null}
      <section aria-labelledby="close-blockers" aria-live="polite" className="mb-5 text-sm">
        <h3 id="close-blockers" className="mb-1 font-semibold">
          {check?.total ? `Still open in ${label} (${check.total})` : `Before closing ${label}`}
        </h3>
        {error ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {errorMessage(error)}
          </p>
        ) : !check ? (
          <p>Checking what is still open in {label}…</p>
        ) : check.total === 0 ? (
          <p>Nothing is waiting: no request of {label} is pending and every clock-in has its clock-out.</p>
        ) : (
          <>
            <ul className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
              {check.blockers.map((b) => (
                <li key={`${b.kind}:${b.id}`}>
                  <BlockerItem blocker={b} onClose={onClose} />
                </li>
              ))}
            </ul>
            {check.total > check.blockers.length ? (
              <p className="mt-1">
                Showing the first {check.blockers.length} of {check.total}.
              </p>
            ) : null}
          </>
        )}
      </section>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" onClick={() => void close()} disabled={busy || (check ? !check.ended : false)}>
          {busy ? 'Closing…' : 'Close month'}
        </Button>
      </div>
    </Modal>
  );
}
