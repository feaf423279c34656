// Sign-in's second step, after a right password: the authenticator's code (or a recovery code), or, when the
// role requires two-factor and the user has none yet, its setup, which opens the session once confirmed and shows
// the recovery codes. An expired challenge goes back to the password.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../commands/error-message.ts';
import type { TwoFactorSetup } from '../../../contract/api/two-factor.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { RecoveryCodes, TwoFactorSetupSteps } from '../../ui/two-factor-setup.tsx';
import { beginSetupAtSignIn, confirmSetupAtSignIn, loginWithCode } from './api/login.ts';

export interface Challenge {
  username: string;
  step: 'code' | 'setup';
  challengeToken: string;
}

interface Props {
  challenge: Challenge;
  onSignedIn: (username: string, accessToken: string) => void;
  /** Back to the password, with why (the challenge expired) or without (the user went back). */
  onRestart: (message?: string) => void;
}

const status = (err: unknown) => (err as { status?: number }).status;

/** The field's own message, or the whole refusal (429, an outage) for the form. */
function splitError(err: unknown): { field?: string; form?: string } {
  const onCode = validatorsOf(err).find((v) => v.field === 'code');
  return onCode ? { field: onCode.message } : { form: errorMessage(err) };
}

export function SecondStep(props: Props) {
  return props.challenge.step === 'code' ? <CodeStep {...props} /> : <SetupStep {...props} />;
}

function CodeStep({ challenge, onSignedIn, onRestart }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const t = useText();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await loginWithCode(challenge.challengeToken, code);
      if (res.data.accessToken) onSignedIn(res.data.username, res.data.accessToken);
    } catch (err) {
      if (status(err) === 401) return onRestart(errorMessage(err));
      setError(splitError(err));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('auth.codeLabel')}
        hint={t('auth.codeHint')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error.field && sharedText(t, error.field)}
      />
      <FormError message={error.form} />
      <div className="flex gap-2">
        <Button onClick={() => onRestart()}>{t('common.back')}</Button>
        <Button type="submit" variant="primary" className="flex-1" disabled={busy}>
          {busy ? t('auth.verifying') : t('auth.verify')}
        </Button>
      </div>
    </form>
  );
}

function SetupStep({ challenge, onSignedIn, onRestart }: Props) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [done, setDone] = useState<{ accessToken: string; codes: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const t = useText();
  // Asked once per challenge, whatever the page re-renders.
  const restart = useRef(onRestart);
  restart.current = onRestart;
  useEffect(() => {
    beginSetupAtSignIn(challenge.challengeToken).then(setSetup, (err) => restart.current(errorMessage(err)));
  }, [challenge.challengeToken]);

  const confirm = async (code: string) => {
    setBusy(true);
    try {
      const res = await confirmSetupAtSignIn(challenge.challengeToken, code);
      setDone({ accessToken: res.data.accessToken, codes: res.data.recovery_codes });
    } catch (err) {
      if (status(err) === 401) return onRestart(errorMessage(err));
      setError(splitError(err));
      setBusy(false);
    }
  };

  if (done)
    return (
      <RecoveryCodes
        codes={done.codes}
        doneLabel={t('auth.continue')}
        onDone={() => onSignedIn(challenge.username, done.accessToken)}
      />
    );
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">{t('auth.setupTitle')}</h2>
      <p className="mb-3 text-sm">{t('auth.setupRequired')}</p>
      {setup ? (
        <TwoFactorSetupSteps
          setup={setup}
          onConfirm={confirm}
          busy={busy}
          error={error.field && sharedText(t, error.field)}
          onCancel={() => onRestart()}
        />
      ) : (
        <p role="status">{t('shell.loading')}</p>
      )}
      <FormError message={error.form} />
    </div>
  );
}

function FormError({ message }: { message?: string }) {
  const t = useText();
  return message ? (
    <p
      role="alert"
      className="my-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {sharedText(t, message)}
    </p>
  ) : null;
}
