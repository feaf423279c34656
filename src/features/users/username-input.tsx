import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText, type Text } from '../../i18n/text.ts';
import { TextField } from '../../ui/text-field.tsx';
import { stripUsername, usernameDropped } from './user-form-schema.ts';

/** "'.' left out: username can only contain …": what a keystroke lost, so nothing vanishes without a word. */
const leftOut = (t: Text, dropped: string) =>
  t('users.leftOut', { chars: [...new Set(dropped)].join(''), rule: t('validation.usernameChars') });

/** The username field: letters, digits and underscore only; anything else is stripped as it is typed, and says so. */
export function UsernameInput({
  registration,
  error,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  autoFocus?: boolean;
}) {
  const t = useText();
  const [dropped, setDropped] = useState('');
  return (
    <>
      <TextField
        label={t('users.username')}
        autoComplete="off"
        data-autofocus
        autoFocus={autoFocus}
        error={error}
        {...registration}
        onChange={(e) => {
          const typed = e.target.value;
          setDropped(usernameDropped(typed));
          const clean = stripUsername(typed);
          if (clean !== typed) e.target.value = clean;
          return registration.onChange(e);
        }}
      />
      <p role="status" className="mt-1 text-sm text-slate-700 empty:hidden dark:text-slate-300">
        {dropped && !error ? leftOut(t, dropped) : ''}
      </p>
    </>
  );
}
