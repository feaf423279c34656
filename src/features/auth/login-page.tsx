import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginBody, type LoginBody } from '../../../contract/api/auth.ts';
import { errorMessage } from '../../../commands/error-message.ts';
import { landingAfterSignIn, startSession } from '../../lib/session.ts';
import { validatorsOf } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { login } from './api/login.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { username: '', password: '' } });

  // Like autoFocus, except that a dialog opened while this page was loading (the palette) keeps its focus.
  useEffect(() => {
    if (!document.querySelector('[role="dialog"]')) setFocus('username');
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await login(values);
      startSession({ username: res.data.username, accessToken: res.data.accessToken });
      navigate(landingAfterSignIn(from, res.data.username), { replace: true });
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
      </div>
    </main>
  );
}
