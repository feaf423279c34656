// Server validators land on their fields; a message naming username, password
// or role lands on that field; anything else is a toast with the given fallback, in the language on screen.
import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { fieldMentioned, validatorsOf } from '../../lib/validators.ts';
import { sharedText, textNow } from '../../i18n/text.ts';
import { formField } from './user-form-schema.ts';

export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<'username' | 'password' | 'role' | 'employee'>,
  fallback: string,
): void {
  if ((err as { status?: number })?.status === 401) return;
  const validators = validatorsOf(err);
  let placed = false;
  for (const v of validators) {
    const f = formField(v.field);
    if (f && fields.includes(f)) {
      setError(f as Path<T>, { type: 'server', message: v.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (placed) return;
  const message = serverMessage(err);
  const field = message ? fieldMentioned(message, fields) : undefined;
  if (message && field) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  else toast.error(message ? sharedText(textNow, capitalise(message)) : fallback);
}
