// Errors onto a react-hook-form form: its own checks (the resolvers below) and the server's refusals. The contract's messages name API fields
// (department_id); a form says them as a person would (department). Server validators land on their field,
// a 409 (name or code already taken) on the field it is about; anything else is a toast.
import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { capitalise, serverMessage } from '../../commands/error-message.ts';
import { validatorsOf } from './validators.ts';

/** The form field an API field is shown on. */
export type FieldMap<T> = Record<string, Path<T>>;

/** Rewrites API field names in a message the way a person says them: {start_date: 'start date'}. */
export function spokenFields(names: Record<string, string>): (message: string) => string {
  const keys = Object.keys(names);
  if (!keys.length) return (message) => message;
  const pattern = new RegExp(`\\b(${keys.join('|')})\\b`, 'g');
  return (message) => message.replace(pattern, (m) => names[m]);
}

/** Field errors of a form, as a resolver hands them to react-hook-form. */
export type FormErrors<T> = Partial<Record<Path<T>, { type: string; message: string }>>;

/** Contract issues onto the form fields they name (the first message per field), in the form's words. */
export function issuesToErrors<T extends FieldValues>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  fields: FieldMap<T>,
  speak: (message: string) => string = (m) => m,
  into: FormErrors<T> = {},
): FormErrors<T> {
  for (const issue of issues) {
    const field = fields[String(issue.path[0])];
    if (field && !into[field]) into[field] = { type: 'validation', message: speak(issue.message) };
  }
  return into;
}

/** A resolver from a function that lists a form's errors (with the form's `context`, if any). */
export function errorsResolver<T extends FieldValues, C = unknown>(check: (values: T, context: C) => FormErrors<T>) {
  return async (values: T, context: C | undefined) => {
    const errors = check(values, context as C);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** A react-hook-form resolver from a contract body schema: the server's own rules, run before sending. */
export function contractResolver<T extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: T) => unknown,
  fields: FieldMap<T>,
  speak: (message: string) => string = (m) => m,
) {
  return errorsResolver<T>((values) => {
    const parsed = schema.safeParse(toBody(values));
    return parsed.success ? {} : issuesToErrors(parsed.error.issues, fields, speak);
  });
}

/** A react-hook-form resolver from a schema the form's own values must pass (a form shaped like its body, or
 * one with checks of its own, such as a repeated password): issues land on the fields they name, and a form that
 * passes hands on the schema's output (trimmed names and the like). */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType<T>) {
  return async (values: T) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const fields = Object.fromEntries(Object.keys(values).map((name) => [name, name])) as FieldMap<T>;
    return { values: {}, errors: issuesToErrors(parsed.error.issues, fields) };
  };
}

export interface ServerErrorOptions<T extends FieldValues> {
  fields: FieldMap<T>;
  /** Where a 409 (duplicate) lands; without one it is a toast. */
  conflictField?: Path<T>;
  fallback: string;
  speak?: (message: string) => string;
}

export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T>,
): void {
  const { fields, conflictField, fallback, speak = (m: string) => m } = options;
  const status = (err as { status?: number } | null)?.status;
  if (status === 401) return;
  let placed = false;
  for (const v of validatorsOf(err)) {
    const field = fields[v.field];
    if (!field) continue;
    setError(field, { type: 'server', message: speak(v.message) }, { shouldFocus: !placed });
    placed = true;
  }
  if (placed) return;
  const message = serverMessage(err);
  if (message && status === 409 && conflictField) {
    setError(conflictField, { type: 'server', message: capitalise(message) }, { shouldFocus: true });
    return;
  }
  toast.error(capitalise(message ?? fallback));
}
