// One day of the calendar: its holidays, its events (edit and delete where allowed) and who is out (approved and
// pending leave, half days said), under the page's filters. A modal dialog: focus moves in on open, Escape
// closes, focus goes back to the day it was opened from. Edit, Delete and Add close the panel first; the page
// then runs the command (afterDayPanel), so the next dialog also hands focus back to the day.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { EntityRef } from '../../../commands/types.ts';
import { dateOf } from '../../../commands/areas/calendar/calendar-commands.ts';
import { useText } from '../../i18n/text.ts';
import { businessToday, formatBusinessDate, formatLongDay } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
import { RowActions } from '../../ui/command-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCalendarRange } from './api/calendar-api.ts';
import { entriesByDay, halfOf, kindText, leaveStatusLabel, outByDay } from './day-entries.ts';
import { afterDayPanel, calendarView, rangeQuery } from './view-state.ts';

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="mb-4">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      {children.length ? (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">{children}</ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      )}
    </section>
  );
}

export default function DayDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const { dialogArg } = useSnapshot(ui);
  const view = useSnapshot(calendarView);
  const ctx = useCommandContext();
  const date = dialogArg?.kind === 'calendarDate' ? dateOf(dialogArg) : businessToday();
  const { data, error, isLoading } = useCalendarRange(rangeQuery(date, date, view.filters));
  const shown = data?.data.from === date ? data.data : undefined;
  const entries = entriesByDay([date], shown).get(date) ?? [];
  const out = outByDay([date], shown).get(date);
  const outCount = out ? out.approved + out.pending : 0;
  const eventEntity = (id: number, name: string): EntityRef => ({ kind: 'calendarEvent', id, name });
  // Edit and Delete run once the panel has closed (afterDayPanel).
  const afterPanel = (id: string, entity: EntityRef) => {
    afterDayPanel(id, entity);
    onClose();
  };
  const span = (from: string, to: string | null) =>
    to ? `${formatBusinessDate(from)} – ${formatBusinessDate(to)}` : formatBusinessDate(from);

  const holidays = entries.flatMap((e) => (e.type === 'holiday' ? [e.event] : []));
  const events = entries.flatMap((e) => (e.type === 'event' ? [e.event] : []));
  const leave = entries.flatMap((e) => (e.type === 'leave' ? [e.leave] : []));

  return (
    <Modal open onClose={onClose} title={formatLongDay(date)} width="max-w-xl">
      <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('calendar.dayLoadFailed') : isLoading || !shown ? t('calendar.loading') : ''}
      </p>
      {shown ? (
        <>
          <Section title={t('calendar.publicHolidays')} empty={t('calendar.noHoliday')}>
            {holidays.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                <span className="font-medium">{h.title}</span>
                <RowActions entity={eventEntity(h.id, h.title)} run={afterPanel} />
              </li>
            ))}
          </Section>
          <Section title={t('calendar.eventsTitle')} empty={t('calendar.noEvents')}>
            {events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-start justify-between gap-2 py-1.5">
                <span className="min-w-0">
                  <span className="block font-medium break-words">{e.title}</span>
                  <span className="block text-xs text-slate-700 dark:text-slate-300">
                    {kindText(t, e.kind)} · {span(e.event_date, e.end_date)} ·{' '}
                    {e.office ? e.office.name : t('common.allOffices')}
                  </span>
                  {e.description ? <span className="block break-words">{e.description}</span> : null}
                </span>
                <RowActions entity={eventEntity(e.id, e.title)} run={afterPanel} />
              </li>
            ))}
          </Section>
          {shown.leave ? (
            <>
              <Section title={t('calendar.whoIsOut', { count: outCount })} empty={t('calendar.nobodyOut')}>
                {leave.map((l) => {
                  const half = halfOf(l, date, t);
                  return (
                    <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                      <span>
                        <span className="font-medium">{l.employee.name}</span>{' '}
                        <span className="text-xs text-slate-700 dark:text-slate-300">
                          {l.employee.staff_id} · {l.leave_type} · {span(l.start_date, l.end_date)}
                          {half ? ` · ${t('calendar.halfOnly', { half })}` : ''}
                        </span>
                      </span>
                      <span
                        className={`rounded border px-1.5 text-xs ${
                          l.status === 'pending'
                            ? 'border-dashed border-amber-700 italic dark:border-amber-300'
                            : 'border-emerald-700 dark:border-emerald-400'
                        }`}
                      >
                        {leaveStatusLabel(l, t)}
                      </span>
                    </li>
                  );
                })}
              </Section>
              {leave.length < outCount ? (
                <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
                  {t('calendar.firstOf', { shown: leave.length, count: outCount })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t('calendar.leaveHidden')}</p>
          )}
        </>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        {ctx.permissions.has('calendar:create') ? (
          <Button
            onClick={() => {
              calendarView.date = date;
              afterDayPanel('calendar.addEvent');
              onClose();
            }}
          >
            {t('calendar.addEventOnDay')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Modal>
  );
}
