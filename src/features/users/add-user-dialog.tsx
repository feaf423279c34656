import { schemaResolver } from '../../lib/form-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { useText } from '../../i18n/text.ts';
import { Button } from '../../ui/button.tsx';
import { focusRowAfterSave } from '../../lib/unsaved-changes.ts';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { createUser } from './api/create-user.ts';
import { useRoleOptions } from './api/get-role-options.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { addUserForm, type AddUserForm } from './user-form-schema.ts';
import { UserEmployeeField } from './user-employee-field.tsx';
import { UsernameInput } from './username-input.tsx';
import { USER_ROUTES } from '../../../commands/areas/users/user-commands.ts';

export default function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const { options } = useRoleOptions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddUserForm>({
    resolver: schemaResolver(addUserForm),
    defaultValues: { username: '', password: '', role: '', employee: null },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await createUser({
        username: values.username.trim(),
        password: values.password,
        role_id: [Number(values.role)],
        employee_id: values.employee?.id ?? null,
      });
      toast.success(t('toast.users.created'));
      focusRowAfterSave('user', res.data.id);
      close();
      // Opened from another page (the palette): the users list shows the new user's row.
      if (pathname !== USER_ROUTES.list.path) navigate(USER_ROUTES.list.path);
    } catch (err) {
      applyServerErrors(err, setError, ['username', 'password', 'role', 'employee'], t('toast.users.failedCreate'));
    }
  });

  return (
    <Modal open={open} onClose={close} title={t('label.user.add')}>
      <form onSubmit={onSubmit} noValidate>
        <UsernameInput registration={register('username')} error={errors.username?.message} />
        <TextField
          label={t('users.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label={t('common.role')}
          placeholder={t('users.selectRole')}
          options={options}
          error={errors.role?.message}
          {...register('role')}
        />
        <UserEmployeeField control={control} error={errors.employee?.message} hint={t('users.employeeHintAdd')} />
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t('ui.creating') : t('ui.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
