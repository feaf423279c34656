// The one date field (a date picker, default label 'Event Date'): a text box that reads and writes DD/MM/YYYY
// and a button opening a WAI-ARIA date-picker dialog, loaded on first
// use (date-picker-calendar.tsx). The value it gives and takes stays YYYY-MM-DD, what the API reads. A typed
// date that cannot be one (31/02/2026, 13/13/2026, 2026-11-25) says so under the field once the field is left.
// Alt+ArrowDown in the text box opens the calendar, like a combobox.
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_TEXT_FORMAT, readDateText, toDateText } from '../lib/date-input.ts';
import { useText } from '../i18n/text.ts';
import { Field } from './field.tsx';

const DatePickerCalendar = lazy(() => import('./date-picker-calendar.tsx'));

export interface DatePickerProps {
  /** 'Event Date' unless told. */
  label?: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** A date (YYYY-MM-DD) or '' when the text is emptied; with `emitInvalid`, also text that is not a date. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Forms: text that is not a date is given to the form too, so its check refuses it rather than a blank. */
  emitInvalid?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  /** Earliest and latest dates allowed (YYYY-MM-DD). */
  min?: string;
  max?: string;
  name?: string;
  id?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** What the text stands for: a date, '' or (not a date) the text itself. */
const valueOfText = (text: string, bounds: { min?: string; max?: string }) => {
  const read = readDateText(text, bounds);
  return read.error === undefined ? read.date : text;
};

export function DatePicker({
  label: givenLabel,
  value,
  onChange,
  onBlur,
  emitInvalid = false,
  error,
  hint,
  disabled,
  required,
  min,
  max,
  name,
  id,
  autoFocus,
  inputRef,
}: DatePickerProps) {
  const t = useText();
  const label = givenLabel ?? t('ui.eventDate');
  const bounds = { min, max };
  const [text, setText] = useState(() => toDateText(value));
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (a form reset, the address, a picked day) replaces the text unless it already says it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (valueOfText(text, bounds) !== value) setText(toDateText(value));
  }

  const read = readDateText(text, bounds);
  const shownError = read.error !== undefined && (left || error) ? read.error : error;

  const type = (next: string) => {
    setText(next);
    const now = readDateText(next, bounds);
    if (now.error === undefined) {
      if (now.date !== value) onChange(now.date);
    } else if (emitInvalid && next !== value) onChange(next);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <Field label={label} error={shownError} hint={hint} id={id}>
      {(control) => (
        <div className="relative flex items-stretch gap-1">
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoFocus={autoFocus}
            placeholder={DATE_TEXT_FORMAT}
            required={required}
            disabled={disabled}
            className={`${control.className} min-w-0`}
            aria-invalid={shownError ? true : undefined}
            value={text}
            onChange={(e) => type(e.target.value)}
            onKeyDown={(e) => {
              if (e.altKey && e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
              }
            }}
            onBlur={() => {
              setLeft(true);
              // Leaving the field writes a date the one way: 1/2/2026 → 01/02/2026.
              const now = readDateText(text, bounds);
              if (now.error === undefined && now.date) setText(toDateText(now.date));
              onBlur?.();
            }}
          />
          <button
            ref={buttonRef}
            type="button"
            disabled={disabled}
            aria-label={t('ui.openCalendar')}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex min-w-10 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor">
              <rect x="3" y="4.5" width="14" height="12" rx="1.5" strokeWidth="1.5" />
              <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
          {open ? (
            <Suspense fallback={null}>
              <DatePickerCalendar
                label={label}
                value={read.error === undefined ? read.date : value}
                min={min}
                max={max}
                toggle={buttonRef}
                onPick={(date) => {
                  setText(toDateText(date));
                  setLeft(false);
                  if (date !== value) onChange(date);
                  close(true);
                }}
                onClose={close}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The picker bound to a react-hook-form field: the field holds YYYY-MM-DD (or the text that is not a date). */
export function DateField<T extends FieldValues, TOut = T>({
  control,
  name,
  ...rest
}: Omit<DatePickerProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'name' | 'emitInvalid'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DatePicker
      {...rest}
      name={name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      emitInvalid
    />
  );
}
