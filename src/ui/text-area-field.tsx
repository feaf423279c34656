import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea ref={ref} {...control} {...rest} />}
    </Field>
  );
}
