// Every form's useForm: react-hook-form's, except that a failed submit moves focus to the first invalid field
// once, when its validation lands, and never later. react-hook-form focuses it, then again on a timer; by the
// time the timer fires the next key may have made that field valid (it re-validates on change), and the timer
// pulls focus to the next invalid field mid-typing, taking the rest of the keys with it.
import { useMemo } from 'react';
import { get, useForm as useHookForm } from 'react-hook-form';
import type { Control, Field, FieldErrors, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';

export function useForm<T extends FieldValues = FieldValues, C = any, V = T>(
  props?: UseFormProps<T, C, V>,
): UseFormReturn<T, C, V> {
  const form = useHookForm<T, C, V>({ ...props, shouldFocusError: false });
  const { control } = form;
  // The same object react-hook-form hands back on every render, with its submit swapped for one that focuses.
  form.handleSubmit = useMemo<UseFormReturn<T, C, V>['handleSubmit']>(
    () => (onValid, onInvalid) =>
      control.handleSubmit(onValid, (errors, event) => {
        focusFirstInvalid(control, errors);
        return onInvalid?.(errors, event);
      }),
    [control],
  );
  return form;
}

/** Focuses the first field with an error, in the order the fields registered (the order they are drawn in), as
 * react-hook-form's own focus does: a field with nothing to focus is passed over. */
function focusFirstInvalid<T extends FieldValues, C, V>(control: Control<T, C, V>, errors: FieldErrors<T>) {
  for (const name of control._names.mount) {
    if (!get(errors, name)) continue;
    const field = get<unknown, Field | undefined>(control._fields, name)?._f;
    const ref = field?.refs?.find((r) => !r.disabled) ?? field?.ref;
    if (ref?.focus) {
      ref.focus();
      return;
    }
  }
}
