import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field.tsx';

export function TextField({
  label,
  error,
  hint,
  ref,
  id,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <input ref={ref} {...control} {...rest} />}
    </Field>
  );
}
