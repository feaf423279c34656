// One employee picked by typing a name or staff id (a combobox: type, arrow keys, Enter). Clearing the
// text clears the choice, for "no manager" / "no lead" / "everyone": empty text offers nobody, since the
// combobox would take its first option on Tab and put a person straight back.
import { Combobox, ComboboxInput } from '@headlessui/react';
import { useState, type Ref } from 'react';
import { useEmployeeSearch, type PersonOption } from '../lib/employee-search.ts';
import { useText } from '../i18n/text.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { Field } from './field.tsx';
import { SearchOptions } from './search-options.tsx';

export const personLabel = (p: PersonOption | null) => (p ? (p.staff_id ? `${p.name} (${p.staff_id})` : p.name) : '');
const samePerson = (a: PersonOption | null, b: PersonOption | null) => a?.id === b?.id;

export function EmployeePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  ref,
}: {
  label: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** The text input, so a form can focus the picker (react-hook-form's field ref). */
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useText();
  const [query, setQuery] = useState('');
  const { options, stale } = useEmployeeSearch(query, useDebounced(query));
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Combobox value={value} onChange={onChange} by={samePerson} onClose={() => setQuery('')}>
          <div className="relative">
            <ComboboxInput
              ref={ref}
              {...control}
              autoComplete="off"
              placeholder={t('ui.employeePlaceholder')}
              displayValue={personLabel}
              onChange={(e) => setQuery(e.target.value)}
              onBlur={onBlur}
            />
            {query.trim() ? (
              <SearchOptions options={options} stale={stale} none={t('ui.noEmployeeFound')}>
                {(p) => (
                  <>
                    {p.name} <span className="text-slate-600 dark:text-slate-300">({p.staff_id})</span>
                  </>
                )}
              </SearchOptions>
            ) : null}
          </div>
        </Combobox>
      )}
    </Field>
  );
}
