import { schemaResolver } from '../../lib/form-errors.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginBody, type LoginBody } from '../../../contract/api/auth.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { landingAfterSignIn, startSession } from '../../lib/session.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { login } from './api/login.ts';
import { SecondStep, type Challenge } from './second-step.tsx';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  // The password was right and a second factor must follow (a code, or its setup when the role requires it).
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: schemaResolver(loginBody), defaultValues: { username: '', password: '' } });

  // Like autoFocus, except that a dialog opened while this page was loading (the palette) keeps its focus.
  useEffect(() => {
    if (!challenge && !document.querySelector('[role="dialog"]')) setFocus('username');
  }, [setFocus, challenge]);
  useEffect(() => {
    if (expired) setError('root', { type: 'server', message: expired });
  }, [expired, setError]);

  const enter = (username: string, accessToken: string) => {
    startSession({ username, accessToken });
    navigate(landingAfterSignIn(from, username), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await login(values);
      setExpired(null);
      if (res.data.accessToken) enter(res.data.username, res.data.accessToken);
      else if (res.data.twoFactor) setChallenge({ username: res.data.username, ...res.data.twoFactor });
    } catch (err) {
      const validators = validatorsOf(err);
      for (const v of validators) {
        if (v.field === 'username' || v.field === 'password') setError(v.field, { type: 'server', message: v.message });
      }
      if (!validators.length) setError('root', { type: 'server', message: errorMessage(err) });
    }
  });

  return (
    <main className="grid min-h-full place-items-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="mb-1 text-sm font-semibold tracking-wide text-blue-800 dark:text-blue-300">HRMS</p>
        <h1 className="mb-6 text-2xl font-semibold">Sign In</h1>
        {challenge ? (
          <SecondStep
            challenge={challenge}
            onSignedIn={enter}
            onRestart={(message) => {
              setChallenge(null);
              setExpired(message ?? null);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <TextField
              label="Username"
              autoComplete="username"
              error={errors.username?.message}
              {...register('username')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            {errors.root?.message ? (
              <p
                role="alert"
                className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                {errors.root.message}
              </p>
            ) : null}
            <Button type="submit" variant="primary" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
