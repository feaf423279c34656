// "Set up two-factor…": off → the QR code and key, a first code to confirm, then the recovery codes once; on → how
// many recovery codes are left, and turning it off with a current code (not when the role requires it).
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../commands/error-message.ts';
import { twoFactor } from '../../../contract/api/routes/auth.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/api/two-factor.ts';
import { sharedText, useText, type Text } from '../../i18n/text.ts';
import { call } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { validatorsOf } from '../../lib/validators.ts';
import { FormButtons } from '../../ui/form-buttons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { RecoveryCodes, TwoFactorSetupSteps } from '../../ui/two-factor-setup.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on'; status: TwoFactorStatus };

/** The field's message when the server put one on the code, else the whole refusal; in the language on screen. */
const codeError = (t: Text, err: unknown) =>
  sharedText(t, validatorsOf(err).find((v) => v.field === 'code')?.message ?? errorMessage(err));

export default function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const t = useText();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const { data: status } = await call(twoFactor.status);
      if (status.enabled) return live && setView({ kind: 'on', status });
      const { data: setup } = await call(twoFactor.setup);
      if (live) setView({ kind: 'setup', setup });
    })().catch((err) => {
      toast.error(sharedText(t, errorMessage(err)));
      onClose();
    });
    return () => {
      live = false;
    };
  }, [onClose, t]);

  const confirm = async (code: string) => {
    setBusy(true);
    try {
      const res = await call(twoFactor.confirm, { body: { code } });
      setError(undefined);
      setView({ kind: 'codes', codes: res.data.recovery_codes });
      toast.success(res.message ? sharedText(t, res.message) : t('toast.account.twoFactorOn'));
    } catch (err) {
      setError(codeError(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('account.twoFactor.title')}>
      {view.kind === 'loading' ? <p role="status">{t('account.twoFactor.loading')}</p> : null}
      {view.kind === 'setup' ? (
        <TwoFactorSetupSteps setup={view.setup} onConfirm={confirm} busy={busy} error={error} onCancel={onClose} />
      ) : null}
      {view.kind === 'codes' ? (
        <RecoveryCodes codes={view.codes} doneLabel={t('account.twoFactor.done')} onDone={onClose} />
      ) : null}
      {view.kind === 'on' ? <TurnOff status={view.status} onClose={onClose} /> : null}
    </Modal>
  );
}

function TurnOff({ status, onClose }: { status: TwoFactorStatus; onClose: () => void }) {
  const t = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await call(twoFactor.disable, { body: { code } });
      toast.success(res.message ? sharedText(t, res.message) : t('toast.account.twoFactorOff'));
      onClose();
    } catch (err) {
      setError(codeError(t, err));
      setBusy(false);
    }
  };
  const on = `${t('account.twoFactor.isOn')} ${t('account.twoFactor.codesLeft', { count: status.recovery_codes_left })}`;
  if (status.required)
    return (
      <div>
        <p className="mb-4 text-sm">
          {on} {t('account.twoFactor.requiredByRole')}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 text-sm">
        {on} {t('account.twoFactor.howToTurnOff')}
      </p>
      <TextField
        label={t('account.twoFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <FormButtons
        onCancel={onClose}
        submitting={busy}
        label={t('account.twoFactor.turnOff')}
        busyLabel={t('account.twoFactor.turningOff')}
      />
    </form>
  );
}
