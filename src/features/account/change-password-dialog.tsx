// "Change my password": the current password proves it is the user; the new one is checked by the contract's
// own rules; repeating it catches a typo. Success keeps this session going with the token the server returns
// (every other session of the user has ended).
import { useForm } from '../../lib/use-form.ts';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { changePasswordBody } from '../../../contract/api/auth.ts';
import { auth } from '../../../contract/api/routes/auth.ts';
import { VALIDATION } from '../../../contract/messages.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { call } from '../../lib/api-client.ts';
import { applyServerErrors, schemaResolver, type FieldMap } from '../../lib/form-errors.ts';
import { session, startSession } from '../../lib/session.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';

const form = changePasswordBody
  .extend({ confirm_password: z.string() })
  .refine((v) => v.confirm_password === v.new_password, {
    path: ['confirm_password'],
    message: VALIDATION.passwordsDiffer,
  });
type Form = z.infer<typeof form>;
const FIELDS: FieldMap<Form> = { current_password: 'current_password', new_password: 'new_password' };

export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  // The contract's and the server's messages are English: each is shown in the language on screen.
  const say = (message: string | undefined) => (message ? sharedText(t, message) : undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({
    resolver: schemaResolver(form),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      const res = await call(auth.changePassword, { body: { current_password, new_password } });
      startSession({ username: session.username ?? '', accessToken: res.data.accessToken });
      toast.success(res.message ? sharedText(t, res.message) : t('toast.account.passwordChanged'));
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, { fields: FIELDS, fallback: t('toast.account.unknownError') });
    }
  });

  return (
    <Modal open onClose={onClose} title={t('account.password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={say(errors.current_password?.message)}
          {...register('current_password')}
        />
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('account.password.newHint')}
          error={say(errors.new_password?.message)}
          {...register('new_password')}
        />
        <TextField
          label={t('account.password.repeat')}
          type="password"
          autoComplete="new-password"
          error={say(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <FormButtons
          onCancel={onClose}
          submitting={isSubmitting}
          label={t('account.password.submit')}
          busyLabel={t('account.password.submitting')}
        />
      </form>
    </Modal>
  );
}
