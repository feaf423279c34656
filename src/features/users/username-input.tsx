import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { VALIDATION } from '../../../contract/messages.ts';
import { TextField } from '../../ui/text-field.tsx';
import { stripUsername, usernameDropped } from './user-form-schema.ts';

/** "'.' left out: username can only contain …": what a keystroke lost, so nothing vanishes without a word. */
const leftOut = (dropped: string) => `'${[...new Set(dropped)].join('')}' left out: ${VALIDATION.usernameChars}`;

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
  const [dropped, setDropped] = useState('');
  return (
    <>
      <TextField
        label="Username"
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
        {dropped && !error ? leftOut(dropped) : ''}
      </p>
    </>
  );
}
