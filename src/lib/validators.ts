// Server `validators` ([{field, message}]) → the form field they name.
import type { ApiError } from '../../contract/api/common.ts';

export function validatorsOf(err: unknown): NonNullable<ApiError['validators']> {
  const data = (err as { data?: ApiError } | null)?.data;
  return Array.isArray(data?.validators) ? data.validators : [];
}

/** Which of `fields` an error message talks about, if any ('username is taken' → 'username'). */
export function fieldMentioned<F extends string>(message: string, fields: readonly F[]): F | undefined {
  const lower = message.toLowerCase();
  return fields.find((f) => lower.includes(f.replace(/_id$/, '').toLowerCase()));
}
