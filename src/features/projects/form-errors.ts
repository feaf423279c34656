// Server errors onto the project form: validators land on their field, a 409 (code already used) on
// the code; anything else is a toast.
import toast from 'react-hot-toast';
import type { UseFormSetError } from 'react-hook-form';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { PROJECT_FIELDS, spoken, type ProjectForm } from './project-form.ts';

export function applyServerErrors(err: unknown, setError: UseFormSetError<ProjectForm>, fallback: string): void {
  const status = (err as { status?: number })?.status;
  if (status === 401) return;
  let placed = false;
  for (const v of validatorsOf(err)) {
    const field = PROJECT_FIELDS[v.field];
    if (!field) continue;
    setError(field, { type: 'server', message: spoken(v.message) }, { shouldFocus: !placed });
    placed = true;
  }
  if (placed) return;
  const message = serverMessage(err);
  if (message && status === 409) setError('code', { type: 'server', message: capitalise(message) }, { shouldFocus: true });
  else toast.error(capitalise(message ?? fallback));
}
