import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { checkSigninForm, MSG, type User } from '@kisa/shared';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api-client';
import { setUser } from '@/lib/session';
import { afterSignIn } from '@/components/guards';
import { Alert, Button, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import type { SecondStep } from '../api/second-factor';
import { SecondFactorStep } from './second-factor-step';
import { useForm } from '@/lib/use-form';
import { useLocalize, useT } from '@/lib/i18n';

const ORDER = ['email', 'password'] as const;

/**
 * E-mail + password sign-in; 403 (unverified) offers to resend the verification mail, 403
 * (disabled) says so. Signed in, the user returns to the screen a guard sent them from (a
 * deep link such as /analytics?from=…; same-origin paths only), else to their home by role.
 * A screen that knows whose sign-in it asks for (an invitation) passes `email` in the route's
 * state: the form starts with it and the password focused. A person with a second factor then
 * takes the second step (SecondFactorStep); one whose team requires a second factor they have not
 * set up goes straight to Settings → Security, which says why.
 */
export function SigninForm({ autoFocus = true }: { autoFocus?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resend, setResend] = useState<{ busy: boolean; message?: string; error?: string }>({ busy: false });
  const given = (location.state as { email?: unknown } | null)?.email;
  const presetEmail = typeof given === 'string' ? given : '';
  const form = useForm({ email: presetEmail, password: '' }, ORDER, checkSigninForm);
  const [step, setStep] = useState<SecondStep | null>(null);
  const t = useT();
  const localize = useLocalize();

  async function signedIn(user: User) {
    const at = window.location.pathname;
    setUser(user);
    if (await authApi.secondFactorRequired()) return navigate(paths.security, { replace: true, state: { secondFactorRequired: true } });
    // Storing the user lets a sign-in screen's guard move on at once (to the same place); once it
    // has, a navigation now would undo a click made meanwhile.
    if (window.location.pathname === at) navigate(afterSignIn(user, location.state), { replace: true });
  }

  const onSubmit = form.submit(
    async ({ email, password }) => {
      setUnverified(null);
      setResend({ busy: false });
      const answer = await authApi.signin({ email: email.trim(), password });
      if ('secondFactor' in answer) return setStep(answer.secondFactor);
      await signedIn(answer.user);
    },
    (e: ApiError) => {
      // 403 is "verify first" (offer the mail) or "disabled" (an error like any other).
      if (e.status !== 403 || e.message !== MSG.notVerified) return false;
      setUnverified(e.message);
      return true;
    },
  );

  async function resendMail() {
    setResend({ busy: true });
    try {
      const { message } = await authApi.resendVerification(form.values.email.trim());
      setResend({ busy: false, message });
    } catch (err) {
      setResend({ busy: false, error: (err as Error).message });
    }
  }

  if (step) return <SecondFactorStep step={step} onSignedIn={(user) => void signedIn(user)} onRestart={() => setStep(null)} />;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('auth.signin.form')}>
      {form.error && (
        <Alert id={form.errorId} tone="error">
          {form.error}
        </Alert>
      )}
      {unverified && (
        <Alert tone="warning">
          <p>{localize(unverified)}</p>
          <Button variant="secondary" onClick={resendMail} loading={resend.busy} className="alert__action">
            {t('auth.signin.resend')}
          </Button>
        </Alert>
      )}
      {resend.message && <Alert tone="success">{resend.message}</Alert>}
      {resend.error && <Alert tone="error">{resend.error}</Alert>}
      <TextField
        label={t('common.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('common.emailPlaceholder')}
        autoFocus={autoFocus && !presetEmail}
        {...form.field('email')}
      />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus && !!presetEmail}
        {...form.field('password')}
      />
      <div className="form__row-end">
        <Link to={paths.recover} className="link">
          {t('auth.signin.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('common.signIn')}
      </Button>
      <p className="form__aside">
        {t('auth.signin.new')}{' '}
        <Link to={paths.register} className="link">
          {t('auth.signin.create')}
        </Link>
      </p>
    </form>
  );
}
