// The sign-in page. Its form checks its two fields by hand, with the login body's own rules and messages, so that
// the first page a visitor loads carries no form or schema library.
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../contract/api/auth.ts';
import { CREDENTIAL_MAX, VALIDATION } from '../../../contract/messages.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { landingAfterSignIn, startSession } from '../../lib/session.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { sharedText, useText } from '../../i18n/text.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { login } from './api/login.ts';
import type { Challenge } from './second-step.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';

// Only an account with two-factor sign-in needs the second step: its code loads when the server asks for it.
const SecondStep = lazy(() => import('./second-step.tsx').then((m) => ({ default: m.SecondStep })));

type Field = keyof LoginBody;
type Errors = Partial<Record<Field | 'root', string>>;

/** The login body's rules (contract/api/auth.ts), first failing message per field. */
export function checkLogin(values: LoginBody): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const username = values.username.trim();
  if (!username) errors.username = VALIDATION.usernameRequired;
  else if (username.length > CREDENTIAL_MAX.username) errors.username = VALIDATION.usernameMax;
  if (!values.password) errors.password = VALIDATION.passwordRequired;
  else if (values.password.length > CREDENTIAL_MAX.password) errors.password = VALIDATION.passwordMax;
  return errors;
}

/** `preparePage` starts loading a page's code (the page the user lands on once signed in). */
export default function LoginPage({ preparePage }: { preparePage?: (path: string) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  // The password was right and a second factor must follow (a code, or its setup when the role requires it).
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const t = useText();
  // The form's own checks give the contract's English texts: each is shown in the language on screen.
  const say = (message: string | undefined) => (message ? sharedText(t, message) : undefined);

  // Like autoFocus, except that a dialog opened while this page was loading (the palette) keeps its focus.
  useEffect(() => {
    if (!challenge && !document.querySelector('[role="dialog"]')) inputs.username.current?.focus();
  }, [challenge]);
  useEffect(() => {
    if (expired) setErrors((e) => ({ ...e, root: expired }));
  }, [expired]);

  const enter = (username: string, accessToken: string) => {
    const landing = landingAfterSignIn(from, username);
    startSession({ username, accessToken });
    // Its code (asked for already as the password was sent) and its first reads load beside the permissions.
    preparePage?.(landing);
    navigate(landing, { replace: true });
  };

  // After a first attempt, a field's own errors follow its value as it is typed.
  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors((prev) => ({ root: prev.root, ...checkLogin(next) }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const invalid = checkLogin(values);
    const first = (['username', 'password'] as const).find((f) => invalid[f]);
    if (first) {
      setErrors(invalid);
      inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const body = { username: values.username.trim(), password: values.password };
    // The landing page's code loads while the server checks the password (a slow step on purpose).
    preparePage?.(landingAfterSignIn(from, body.username));
    try {
      const res = await login(body);
      setExpired(null);
      if (res.data.accessToken) enter(res.data.username, res.data.accessToken);
      else if (res.data.twoFactor) setChallenge({ username: res.data.username, ...res.data.twoFactor });
    } catch (err) {
      const validators = validatorsOf(err);
      const next: Errors = {};
      for (const v of validators) {
        if ((v.field === 'username' || v.field === 'password') && !next[v.field]) next[v.field] = v.message;
      }
      if (!validators.length) next.root = errorMessage(err);
      setErrors(next);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="grid min-h-full place-items-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="mb-1 text-sm font-semibold tracking-wide text-blue-800 dark:text-blue-300">{t('shell.brand')}</p>
        <h1 className="mb-6 text-2xl font-semibold">{t('signIn.title')}</h1>
        {challenge ? (
          <Suspense fallback={<PageLoading />}>
            <SecondStep
              challenge={challenge}
              onSignedIn={enter}
              onRestart={(message) => {
                setChallenge(null);
                setExpired(message ?? null);
              }}
            />
          </Suspense>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <TextField
              label={t('signIn.username')}
              autoComplete="username"
              name="username"
              ref={inputs.username}
              value={values.username}
              onChange={change('username')}
              error={say(errors.username)}
            />
            <TextField
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              name="password"
              ref={inputs.password}
              value={values.password}
              onChange={change('password')}
              error={say(errors.password)}
            />
            {errors.root ? (
              <p
                role="alert"
                className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {say(errors.root)}
              </p>
            ) : null}
            <Button type="submit" variant="primary" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
