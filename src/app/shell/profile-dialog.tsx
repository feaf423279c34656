import { useSnapshot } from 'valtio';
import { DEFAULT_ROLE_NAME } from '../../../contract/labels.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { language } from '../../i18n/language.ts';
import { useText } from '../../i18n/text.ts';
import { chooseLanguage } from '../../lib/account-language.ts';
import { session } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';

export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { username, role } = useSnapshot(session);
  const { value: current } = useSnapshot(language);
  const t = useText();
  return (
    <Modal open={open} onClose={onClose} title={t('profile.title')}>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">{t('profile.username')}</dt>
        <dd className="font-medium">{username}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('profile.role')}</dt>
        <dd className="font-medium">{role?.name || DEFAULT_ROLE_NAME}</dd>
      </dl>
      <div className="mt-4">
        {/* Applies as it is picked: the dialog, and the page behind it, change language in place. */}
        <Field label={t('profile.language')}>
          {(control) => (
            <select {...control} value={current} onChange={(e) => chooseLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`language.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t('shell.close')}</Button>
      </div>
    </Modal>
  );
}
