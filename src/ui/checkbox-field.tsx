// A labelled checkbox with an optional description and error, read together by screen readers.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './field.tsx';

export function CheckboxField({
  label,
  hint,
  error,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 accent-blue-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
