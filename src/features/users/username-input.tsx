import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { stripUsername } from './user-form-schema.ts';

/** The username field: letters, digits and underscore only; anything else vanishes as it is typed. */
export function UsernameInput({
  registration,
  error,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Username"
      autoComplete="off"
      data-autofocus
      autoFocus={autoFocus}
      error={error}
      {...registration}
      onChange={(e) => {
        const clean = stripUsername(e.target.value);
        if (clean !== e.target.value) e.target.value = clean;
        return registration.onChange(e);
      }}
    />
  );
}
