// The Employee field of Add User and Edit User: the employee this account belongs to.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { PersonOption } from '../../lib/employee-search.ts';
import { useText } from '../../i18n/text.ts';
import { EmployeePicker } from '../../ui/employee-picker.tsx';

export function UserEmployeeField<T extends FieldValues & { employee: PersonOption | null }>({
  control,
  error,
  hint,
}: {
  control: Control<T>;
  error?: string;
  hint: string;
}) {
  const t = useText();
  return (
    <Controller
      control={control}
      name={'employee' as FieldPath<T>}
      render={({ field }) => (
        <EmployeePicker
          label={t('common.employee')}
          hint={hint}
          value={field.value as PersonOption | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
