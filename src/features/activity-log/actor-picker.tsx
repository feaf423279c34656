// The Actor filter: a user picked by typing part of their username (a combobox: type, arrow keys, Enter), searched
// on the server, since every employee may have an account. Clearing the text means anyone.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Field } from '../../ui/field.tsx';
import { useActorSearch, type ActorOption } from './api/activity-log-api.ts';

const sameUser = (a: ActorOption | null, b: ActorOption | null) => a?.id === b?.id;

export function ActorPicker({
  value,
  onChange,
}: {
  value: ActorOption | null;
  onChange: (actor: ActorOption | null) => void;
}) {
  const [query, setQuery] = useState('');
  const { options, stale } = useActorSearch(query, useDebounced(query));
  return (
    <Field label="Actor">
      {(control) => (
        <Combobox value={value} onChange={onChange} by={sameUser} onClose={() => setQuery('')}>
          <div className="relative">
            <ComboboxInput
              {...control}
              autoComplete="off"
              placeholder="Anyone: type a username"
              displayValue={(a: ActorOption | null) => a?.username ?? ''}
              onChange={(e) => setQuery(e.target.value)}
            />
            {query.trim() ? (
              <ComboboxOptions
                modal={false}
                className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-800"
              >
                {stale || options.length === 0 ? (
                  <ComboboxOption value={null} disabled className="px-3 py-2 text-slate-600 dark:text-slate-300">
                    {stale ? 'Searching…' : 'No user found'}
                  </ComboboxOption>
                ) : (
                  options.map((a) => (
                    <ComboboxOption
                      key={a.id}
                      value={a}
                      className="cursor-pointer px-3 py-2 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-slate-700"
                    >
                      {a.username}
                    </ComboboxOption>
                  ))
                )}
              </ComboboxOptions>
            ) : null}
          </div>
        </Combobox>
      )}
    </Field>
  );
}
