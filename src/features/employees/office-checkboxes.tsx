// Offices, one or more: a labelled group of checkboxes (the accessible multi-select).
import type { Ref } from 'react';
import { FieldError } from '../../ui/field.tsx';
import { useText } from '../../i18n/text.ts';

export function OfficeCheckboxes({
  offices,
  value,
  onChange,
  onBlur,
  firstRef,
  error,
  loading,
}: {
  offices: ReadonlyArray<{ id: number; name: string }>;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  /** Lets the form move focus to the group when it has an error. */
  firstRef?: Ref<HTMLInputElement>;
  error?: string;
  loading: boolean;
}) {
  const t = useText();
  const errorId = 'employee-offices-error';
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium">{t('employees.offices')}</legend>
      {loading ? (
        <p role="status" className="text-sm">
          {t('employees.loadingOffices')}
        </p>
      ) : offices.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('employees.noOffices')}</p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2">
          {offices.map((o, i) => (
            <label
              key={o.id}
              className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <input
                ref={i === 0 ? firstRef : undefined}
                type="checkbox"
                name="office_ids"
                value={String(o.id)}
                checked={value.includes(String(o.id))}
                onChange={(e) => toggle(String(o.id), e.target.checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="h-4 w-4"
              />
              {o.name}
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
