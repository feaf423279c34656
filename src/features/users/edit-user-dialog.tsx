import { schemaResolver } from '../../lib/form-errors.ts';
import { useEffect } from 'react';
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { runCommand } from '../../lib/command-runtime.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { Button } from '../../ui/button.tsx';
import { FormButtons, SAVE_LABELS } from '../../ui/form-buttons.tsx';
import { focusRowAfterSave } from '../../lib/unsaved-changes.ts';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useRoleOptions } from './api/get-role-options.ts';
import { useUser } from './api/get-user.ts';
import { updateUserRole } from './api/update-user-role.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { editUserForm, type EditUserForm } from './user-form-schema.ts';
import { UserEmployeeField } from './user-employee-field.tsx';
import { UsernameInput } from './username-input.tsx';

/** Opened by the route /users/{id}/edit, over the users list. */
export function EditUserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useText();
  const { data, error, isLoading } = useUser(id);
  const { options } = useRoleOptions();
  const user = data?.data.user;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditUserForm>({
    resolver: schemaResolver(editUserForm),
    defaultValues: { username: '', role: '', employee: null },
  });

  useEffect(() => {
    if (!user) return;
    reset({ username: user.username, role: user.role ? String(user.role.id) : '', employee: user.employee });
  }, [user, reset]);

  // The role list may arrive after the user: re-apply so the select shows the role.
  useEffect(() => {
    if (user?.role && options.length)
      reset(
        { username: user.username, role: String(user.role.id), employee: user.employee },
        { keepDirtyValues: true },
      );
  }, [options.length, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await updateUserRole(id, {
        username: values.username.trim(),
        role_id: [Number(values.role)],
        employee_id: values.employee?.id ?? null,
      });
      toast.success(res?.message ? sharedText(t, res.message) : t('toast.users.updated'));
      focusRowAfterSave('user', id);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, ['username', 'role', 'employee'], t('toast.users.failedUpdate'));
    }
  });

  return (
    <Modal open onClose={onClose} title={t('page./users/:id/edit')}>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('users.couldNotLoad')}
        </p>
      ) : isLoading ? (
        <p className="text-sm" role="status">
          {t('ui.loading')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-slate-700 dark:text-slate-200">
              {t('users.basicInformation')}
            </legend>
            {/* The form appears only once the user has loaded, inside a portal that mounts later still: focus
                the field when it is actually inserted, not on a guessed frame. */}
            <UsernameInput registration={register('username')} error={errors.username?.message} autoFocus />
            <SelectField
              label={t('common.role')}
              placeholder={t('users.selectRole')}
              options={options}
              error={errors.role?.message}
              {...register('role')}
            />
            <UserEmployeeField control={control} error={errors.employee?.message} hint={t('users.employeeHintEdit')} />
          </fieldset>
          {user ? (
            <Button
              className="mt-2"
              onClick={() =>
                void runCommand('user.resetTwoFactor', { kind: 'user', id, name: user.username }, 'button')
              }
            >
              {t('users.resetTwoFactor')}
            </Button>
          ) : null}
          <FormButtons onCancel={onClose} submitting={isSubmitting} {...SAVE_LABELS.edit} />
        </form>
      )}
      {error ? (
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      ) : null}
    </Modal>
  );
}
