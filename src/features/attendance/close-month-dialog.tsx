// "Close month…" (dialog 'attendance.close'): before a month is closed, what still blocks a clean month, read
// from the server: requests of the month waiting for a decision (each a link to the request) and days with a
// clock-in and no clock-out (each opens its correction). Closing is not refused for them: HR settles them first,
// or closes knowingly, in one step.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import type { CloseBlocker } from '../../../contract/api/attendance-close.ts';
import { monthOf } from '../../../commands/areas/attendance/attendance-commands.ts';
import { REQUEST_KIND_META } from '../../../commands/areas/requests/request-kinds.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { formatBusinessDate, formatMonth } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { setPeriodClosed, useCloseBlockers } from './api/attendance-api.ts';
import { recordEntity } from './attendance-entities.ts';
import { formatLocalTime } from './format.ts';

const span = (b: CloseBlocker) =>
  b.from === b.to ? formatBusinessDate(b.from) : `${formatBusinessDate(b.from)} – ${formatBusinessDate(b.to)}`;

const linkClass = 'text-left text-blue-800 underline dark:text-blue-300';

function BlockerItem({ blocker: b, onClose }: { blocker: CloseBlocker; onClose: () => void }) {
  const t = useText();
  const who = `${b.employee.name} (${b.employee.staff_id})`;
  const kind = t(`attendance.blocker.${b.kind}`);
  if (b.kind === 'open_day') {
    const time = formatLocalTime(b.clock_in_local) ?? '-';
    const text = t('attendance.blockerOpenDay', { kind, who, span: span(b), time });
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
      {t('attendance.blockerRequest', { kind, who, span: span(b) })}
    </Link>
  );
}

/** Opened by a command about one month (`ui.dialogArg`). */
export default function CloseMonthDialog({ onClose }: { onClose: () => void }) {
  const { dialogArg } = useSnapshot(ui);
  return dialogArg ? <CloseMonth month={monthOf(dialogArg)} onClose={onClose} /> : null;
}

function CloseMonth({ month, onClose }: { month: string; onClose: () => void }) {
  const t = useText();
  const label = formatMonth(month);
  const { data, error } = useCloseBlockers(month);
  const check = data?.data;
  const [busy, setBusy] = useState(false);

  const close = async () => {
    setBusy(true);
    try {
      const message = await setPeriodClosed(month, true);
      toast.success(message ? sharedText(t, message) : t('toast.attendance.closed', { month: label }));
      onClose();
    } catch (e) {
      toast.error(sharedText(t, errorMessage(e)));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('attendance.closeMonth')} width="max-w-xl">
      <p className="mb-3 text-sm">{t('attendance.closeQuestion', { month: label })}</p>
      {check && !check.ended ? (
        <p className="mb-3 text-sm font-medium">
          {t('attendance.runsUntil', { month: label, date: formatBusinessDate(check.to) })}
        </p>
      ) : null}
      <section aria-labelledby="close-blockers" aria-live="polite" className="mb-5 text-sm">
        <h3 id="close-blockers" className="mb-1 font-semibold">
          {check?.total
            ? t('attendance.stillOpen', { month: label, count: check.total })
            : t('attendance.beforeClosing', { month: label })}
        </h3>
        {error ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {sharedText(t, errorMessage(error))}
          </p>
        ) : !check ? (
          <p>{t('attendance.checking', { month: label })}</p>
        ) : check.total === 0 ? (
          <p>{t('attendance.nothingWaiting', { month: label })}</p>
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
                {t('attendance.showingFirst', { shown: check.blockers.length, count: check.total })}
              </p>
            ) : null}
          </>
        )}
      </section>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="danger" onClick={() => void close()} disabled={busy || (check ? !check.ended : false)}>
          {busy ? t('attendance.closing') : t('attendance.closeMonth')}
        </Button>
      </div>
    </Modal>
  );
}
