// Server refusals at the field they are about: 400 validators by field name, a 409
// duplicate staff id or email by the field its message names; anything else is a toast.
import toast from 'react-hot-toast';
import type { UseFormSetError } from 'react-hook-form';
import { capitalise, serverMessage } from '../../../commands/error-message.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { formIssue, type EmployeeFormValues, type FieldIssue } from './employee-form-schema.ts';

/** The field issues an API error carries, if any. */
export function serverFieldIssues(err: unknown): FieldIssue[] {
  const issues = validatorsOf(err)
    .map((v) => formIssue(v.field, v.message))
    .filter((i): i is FieldIssue => !!i);
  if (issues.length) return issues;
  const message = serverMessage(err);
  if ((err as { status?: number } | null)?.status === 409 && message) {
    // "staff_id 'EMP-1' is already taken." / "email 'a@b.c' is already taken." / the race-path message.
    const lower = message.toLowerCase();
    if (lower.startsWith('email')) return [{ field: 'email', message }];
    if (lower.startsWith('staff_id') || lower.includes('staff id')) return [{ field: 'staff_id', message }];
  }
  return [];
}

export function applyServerErrors(err: unknown, setError: UseFormSetError<EmployeeFormValues>, fallback: string): void {
  if ((err as { status?: number } | null)?.status === 401) return;
  const issues = serverFieldIssues(err);
  issues.forEach((issue, i) =>
    setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: i === 0 }),
  );
  if (!issues.length) toast.error(capitalise(serverMessage(err) ?? fallback));
}
