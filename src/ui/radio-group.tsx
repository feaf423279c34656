// Native radio buttons in a fieldset: Tab reaches the chosen one, the arrow keys change the choice.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './field.tsx';

export function RadioGroup({
  legend,
  options,
  error,
  inputProps,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  /** What every radio gets: react-hook-form's register(name), or name/checked/onChange. */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={o.value}
              className="h-4 w-4 accent-blue-700"
              aria-invalid={error ? true : undefined}
              {...inputProps}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
