// A labelled form control with its error message, wired for screen readers: the label names the control,
// and the error is announced as its description. An error the catalogue holds (the contract's validation texts,
// from the form's schema or the server) is shown in the language on screen. TextField and SelectField are this plus their control.
import { useId, type ReactNode } from 'react';
import { sharedText, useText } from '../i18n/text.ts';

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {sharedText(t, message)}
    </p>
  );
}

export function Field({
  label,
  error,
  hint,
  id: givenId,
  children,
}: {
  label: string;
  error?: string;
  /** Help read with the control (its description), shown under it. */
  hint?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        className: inputClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
