// The Actor filter: a user picked by typing part of their username (a combobox: type, arrow keys, Enter), searched
// on the server, since every employee may have an account. Clearing the text means anyone.
import { Combobox, ComboboxInput } from '@headlessui/react';
import { useState } from 'react';
import { useText } from '../../i18n/text.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Field } from '../../ui/field.tsx';
import { SearchOptions } from '../../ui/search-options.tsx';
import { useActorSearch, type ActorOption } from './api/activity-log-api.ts';

const sameUser = (a: ActorOption | null, b: ActorOption | null) => a?.id === b?.id;

export function ActorPicker({
  value,
  onChange,
}: {
  value: ActorOption | null;
  onChange: (actor: ActorOption | null) => void;
}) {
  const t = useText();
  const [query, setQuery] = useState('');
  const { options, stale } = useActorSearch(query, useDebounced(query));
  return (
    <Field label={t('activity-log.actor')}>
      {(control) => (
        <Combobox value={value} onChange={onChange} by={sameUser} onClose={() => setQuery('')}>
          <div className="relative">
            <ComboboxInput
              {...control}
              autoComplete="off"
              placeholder={t('activity-log.actorPlaceholder')}
              displayValue={(a: ActorOption | null) => a?.username ?? ''}
              onChange={(e) => setQuery(e.target.value)}
            />
            {query.trim() ? (
              <SearchOptions options={options} stale={stale} none={t('activity-log.noUserFound')}>
                {(a) => a.username}
              </SearchOptions>
            ) : null}
          </div>
        </Combobox>
      )}
    </Field>
  );
}
