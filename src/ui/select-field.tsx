import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
