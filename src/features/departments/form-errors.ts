// Errors onto the department and team forms: the contract's messages name API fields (department_id);
// the form says them as a person would (department). Server validators land on their field, a 409
// (name already taken) on the name; anything else is a toast.
import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { validatorsOf } from '../../lib/validators.ts';

const SPOKEN: Record<string, string> = { department_id: 'department', manager_id: 'manager', lead_id: 'lead' };

/** 'department_id is required.' → 'department is required.' */
export function spoken(message: string): string {
  return message.replace(/\b(department_id|manager_id|lead_id)\b/g, (m) => SPOKEN[m]);
}

/** The form field an API field is shown on. */
export type FieldMap<T> = Record<string, Path<T>>;

/** A react-hook-form resolver from a contract body schema: the server's own rules, run before sending. */
export function contractResolver<T extends FieldValues, B>(schema: z.ZodType<B>, toBody: (values: T) => unknown, fields: FieldMap<T>) {
  return async (values: T) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fields[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = { type: 'validation', message: spoken(issue.message) };
    }
    return { values: {}, errors };
  };
}

export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: FieldMap<T>,
  conflictField: Path<T>,
  fallback: string,
): void {
  if ((err as { status?: number })?.status === 401) return;
  let placed = false;
  for (const v of validatorsOf(err)) {
    const field = fields[v.field];
    if (!field) continue;
    setError(field, { type: 'server', message: spoken(v.message) }, { shouldFocus: !placed });
    placed = true;
  }
  if (placed) return;
  const message = serverMessage(err);
  if (message && (err as { status?: number })?.status === 409) {
    setError(conflictField, { type: 'server', message: capitalise(message) }, { shouldFocus: true });
    return;
  }
  toast.error(capitalise(message ?? fallback));
}
