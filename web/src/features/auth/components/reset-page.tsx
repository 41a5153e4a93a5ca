import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { checkNewPasswordForm, PASSWORD_MIN, type ResetCheckResponse } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, Spinner, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';
import { useLocalize, useT } from '@/lib/i18n';

const ORDER = ['password', 'confirm'] as const;

/** /reset/:token — the form shows only when the server allows it. */
export function ResetPage() {
  const { token = '' } = useParams();
  const [check, setCheck] = useState<ResetCheckResponse | { error: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const form = useForm({ password: '', confirm: '' }, ORDER, checkNewPasswordForm);
  const t = useT();
  const localize = useLocalize();

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
        {t('auth.reset.goSignIn')}
      </Link>
    </p>
  );

  if (!check) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <div className="centered">
          <Spinner size="lg" label={t('auth.reset.checking')} />
        </div>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={t('auth.reset.changed')}>
        <Alert tone="success">{done}</Alert>
        {signinLink}
      </AuthLayout>
    );
  }
  if ('error' in check || !check.formAllowed) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Alert tone="error">{'error' in check ? check.error : check.message}</Alert>
        <p className="form__aside">
          <Link className="link" to={paths.recover}>
            {t('auth.reset.newLink')}
          </Link>{' '}
          ·{' '}
          <Link className="link" to={paths.signin}>
            {t('auth.reset.goSignIn')}
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={localize(check.message)}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('auth.reset.title')}>
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        <TextField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={t('auth.register.passwordHint', { n: PASSWORD_MIN })}
          {...form.field('password')}
        />
        <TextField label={t('auth.reset.confirm')} type="password" autoComplete="new-password" {...form.field('confirm')} />
        <Button type="submit" size="lg" block loading={form.busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
