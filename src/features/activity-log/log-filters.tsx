// The log's filters as labelled controls, each written to the address (replacing the entry, so Back leaves the
// page rather than undoing a keystroke): actor (searched by username), resource, action, record (an employee
// picker for employees, an id otherwise) and the date range. Changing any of them goes back to the first page.
import { LOG_ACTIONS, LOG_RESOURCES } from '../../../commands/areas/activity-log/activity-labels.ts';
import { textNow, useText } from '../../i18n/text.ts';
import type { PersonOption } from '../../lib/employee-search.ts';
import { DatePicker } from '../../ui/date-picker.tsx';
import { Button } from '../../ui/button.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { EmployeePicker, personLabel } from '../../ui/employee-picker.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ActorPicker } from './actor-picker.tsx';
import { hasFilters, type LogView } from './log-address.ts';
import { actionText, labelled, resourceText } from './log-labels.ts';

/** The picked employee back from the address: "Dara Sok (EMP-1)" as the picker wrote it, or a palette name. */
export function personFromName(id: number, name: string | undefined): PersonOption {
  const match = name ? (/^(.*) \(([^)]*)\)$/.exec(name) ?? /^(.*) · (.*)$/.exec(name)) : null;
  if (match) return { id, name: match[1], staff_id: match[2] };
  return { id, name: name ?? textNow('common.employee'), staff_id: `#${id}` };
}

export function LogFilters({
  view,
  onChange,
  onClear,
}: {
  view: LogView;
  onChange: (next: Partial<LogView>) => void;
  onClear: () => void;
}) {
  const t = useText();
  // The picked actor's name comes from the address (a user since deleted is still the actor of their entries).
  const actor = view.actor_id
    ? { id: view.actor_id, username: view.actor_name ?? t('activity-log.userNumber', { id: view.actor_id }) }
    : null;
  const set = (next: Partial<LogView>) => onChange({ ...next, page: 1 });
  const recordId = view.record_id && /^\d+$/.test(view.record_id) ? Number(view.record_id) : null;

  return (
    <FilterDisclosure
      role="group"
      aria-label={t('activity-log.filters')}
      className="mb-3"
      panelClassName="grid grid-cols-2 gap-x-3 md:grid-cols-4 xl:grid-cols-7"
      active={activeCount([view.actor_id, view.resource, view.action, view.record_id, view.from, view.to])}
    >
      <ActorPicker value={actor} onChange={(a) => set({ actor_id: a?.id, actor_name: a?.username })} />
      <SelectField
        label={t('activity-log.resource')}
        placeholder={t('activity-log.anyResource')}
        options={labelled(t, LOG_RESOURCES, resourceText)}
        value={view.resource ?? ''}
        // Another kind of record: the record picked for the old one means nothing for it.
        onChange={(e) => set({ resource: e.target.value || undefined, record_id: undefined, record_name: undefined })}
      />
      <SelectField
        label={t('activity-log.action')}
        placeholder={t('activity-log.anyAction')}
        options={labelled(t, LOG_ACTIONS, actionText)}
        value={view.action ?? ''}
        onChange={(e) => set({ action: e.target.value || undefined })}
      />
      <div className="col-span-2">
        {view.resource === 'employee' ? (
          <EmployeePicker
            label={t('common.employee')}
            value={recordId ? personFromName(recordId, view.record_name) : null}
            onChange={(p) =>
              set({ record_id: p ? String(p.id) : undefined, record_name: p ? personLabel(p) : undefined })
            }
          />
        ) : (
          <TextField
            label={t('activity-log.recordId')}
            inputMode="numeric"
            value={view.record_id ?? ''}
            hint={view.record_name}
            onChange={(e) => set({ record_id: e.target.value.trim() || undefined, record_name: undefined })}
          />
        )}
      </div>
      <DatePicker
        label={t('common.from')}
        value={view.from ?? ''}
        onChange={(from) => set({ from: from || undefined })}
      />
      <DatePicker label={t('common.to')} value={view.to ?? ''} onChange={(to) => set({ to: to || undefined })} />
      {hasFilters(view) ? (
        <div className="col-span-2 flex items-end pb-3 md:col-span-4 xl:col-span-7">
          <Button size="sm" onClick={onClear}>
            {t('common.clearFilters')}
          </Button>
        </div>
      ) : null}
    </FilterDisclosure>
  );
}
