import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { checkNewPasswordForm, PASSWORD_MIN, type ResetCheckResponse } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, Spinner, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';

const ORDER = ['password', 'confirm'] as const;

/** /reset/:token — the form shows only when the server allows it. */
export function ResetPage() {
  const { token = '' } = useParams();
  const [check, setCheck] = useState<ResetCheckResponse | { error: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const form = useForm({ password: '', confirm: '' }, ORDER, checkNewPasswordForm);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    authApi.checkReset(token).then(setCheck, (e: Error) => setCheck({ error: e.message }));
  }, [token]);

  const onSubmit = form.submit(async ({ password }) => {
    const { message } = await authApi.reset(token, password);
    setDone(message);
  });

  const signinLink = (
    <p className="form__aside">
      <Link className="link" to={paths.signin}>
        Go to sign in
      </Link>
    </p>
  );

  if (!check) {
    return (
      <AuthLayout title="Reset password">
        <div className="centered">
          <Spinner size="lg" label="Checking your link" />
        </div>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Alert tone="success">{done}</Alert>
        {signinLink}
      </AuthLayout>
    );
  }
  if ('error' in check || !check.formAllowed) {
    return (
      <AuthLayout title="Reset password">
        <Alert tone="error">{'error' in check ? check.error : check.message}</Alert>
        <p className="form__aside">
          <Link className="link" to={paths.recover}>
            Request a new link
          </Link>{' '}
          ·{' '}
          <Link className="link" to={paths.signin}>
            Go to sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset password" subtitle={check.message}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset password">
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${PASSWORD_MIN} characters.`}
          {...form.field('password')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <Button type="submit" size="lg" block loading={form.busy}>
          Change password
        </Button>
      </form>
    </AuthLayout>
  );
}
