// Setting up two-factor sign-in, as the sign-in page and the account dialog both show it: the QR code to scan, the
// secret to type instead, a first code to confirm; then the recovery codes, shown once. It only draws; the
// caller makes the calls (onConfirm answers the recovery codes, or throws the server's refusal).
import { useState, type FormEvent } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

export interface SetupKey {
  secret: string;
  qr_svg: string;
}

export function TwoFactorSetupSteps({
  setup,
  onConfirm,
  error,
  busy,
  onCancel,
}: {
  setup: SetupKey;
  onConfirm: (code: string) => void;
  error?: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useText();
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-3 text-sm">{t('ui.twoFactor.scan')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('ui.twoFactor.qr')}
        width={180}
        height={180}
        className="mx-auto mb-3 rounded bg-white"
      />
      <dl className="mb-4">
        <dt className="mb-1 text-sm font-medium">{t('ui.twoFactor.manualKey')}</dt>
        <dd className="font-mono text-sm break-all select-all">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</dd>
      </dl>
      <TextField
        label={t('ui.twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('ui.twoFactor.verifying') : t('ui.twoFactor.turnOn')}
        </Button>
      </div>
    </form>
  );
}

/** The recovery codes, once: each signs in once when the phone is lost. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const t = useText();
  return (
    <div>
      <p className="mb-3 text-sm">{t('ui.twoFactor.recoveryIntro')}</p>
      <ul aria-label={t('ui.twoFactor.recoveryCodes')} className="mb-4 grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button variant="primary" onClick={onDone} autoFocus>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
