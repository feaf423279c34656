// Project members: chosen people listed with a Remove button each, and a combobox below to add more by
// name or staff id (type, arrow keys, Enter; Enter on a chosen person removes them again).
import { Combobox, ComboboxInput } from '@headlessui/react';
import { useId, useState } from 'react';
import { Field } from '../../ui/field.tsx';
import { SearchOptions } from '../../ui/search-options.tsx';
import { useEmployeeSearch, type PersonOption } from '../../lib/employee-search.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useText } from '../../i18n/text.ts';

const samePerson = (a: PersonOption | null, b: PersonOption | null) => a?.id === b?.id;

export function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: PersonOption[];
  onChange: (people: PersonOption[]) => void;
  error?: string;
}) {
  const t = useText();
  const [query, setQuery] = useState('');
  const { options, stale } = useEmployeeSearch(query, useDebounced(query));
  const listId = useId();
  const remove = (p: PersonOption) => onChange(value.filter((m) => m.id !== p.id));
  return (
    <Field label={t('projects.members')} error={error}>
      {(control) => (
        <div>
          <Combobox
            multiple
            value={value}
            by={samePerson}
            onChange={(people: PersonOption[]) => {
              onChange(people);
              setQuery('');
            }}
            onClose={() => setQuery('')}
          >
            <div className="relative">
              <ComboboxInput
                {...control}
                aria-describedby={[control['aria-describedby'], listId].filter(Boolean).join(' ')}
                autoComplete="off"
                placeholder={t('projects.memberPlaceholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <SearchOptions
                options={options}
                stale={stale}
                none={t('projects.noEmployeeFound')}
                optionClassName="group flex cursor-pointer items-center gap-2 px-3 py-2 data-[focus]:bg-blue-100 dark:data-[focus]:bg-slate-700"
              >
                {(p) => (
                  <>
                    <span aria-hidden="true" className="invisible w-3 group-data-[selected]:visible">
                      ✓
                    </span>
                    {p.name} <span className="text-slate-600 dark:text-slate-300">({p.staff_id})</span>
                  </>
                )}
              </SearchOptions>
            </div>
          </Combobox>
          <p id={listId} className="mt-1 text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
            {value.length === 0 ? t('projects.noMembers') : t('projects.membersChosen', { count: value.length })}
          </p>
          {value.length ? (
            <ul aria-label={t('projects.chosenMembers')} className="mt-2 flex flex-wrap gap-1.5">
              {value.map((p) => (
                <li
                  key={p.id}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-200 py-0.5 pl-2.5 pr-1 text-xs text-slate-900 dark:bg-slate-700 dark:text-slate-100"
                >
                  {p.name}
                  <button
                    type="button"
                    onClick={() => remove(p)}
                    aria-label={t('projects.removeMember', { name: p.name })}
                    className="rounded-full px-1.5 leading-5 hover:bg-slate-300 dark:hover:bg-slate-600"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}
