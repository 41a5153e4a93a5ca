import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkNewAccountForm, PASSWORD_MIN } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';
import { currentLocale, useT } from '@/lib/i18n';

const ORDER = ['name', 'email', 'password', 'confirm'] as const;

/** /regontff */
export function RegisterPage() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ name: '', email: '', password: '', confirm: '' }, ORDER, checkNewAccountForm);
  const t = useT();
  const onSubmit = form.submit(async ({ name, email, password }) => {
    const { message } = await authApi.signup({ name: name.trim(), email: email.trim(), password, locale: currentLocale() });
    setDone(message);
  });

  if (done) {
    return (
      // The same screen whether or not the address had an account (the API answers alike): a
      // taken address's owner got a mail with sign-in and reset links instead.
      <AuthLayout title={t('auth.register.checkInbox')} subtitle={t('auth.register.sentTo', { email: form.values.email.trim() })}>
        <Alert tone="success">{done}</Alert>
        <p className="form__aside">
          {t('auth.register.verifiedAlready')}{' '}
          <Link to={paths.signin} className="link">
            {t('common.signIn')}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.signin} className="link">
            {t('common.signIn')}
          </Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('auth.register.form')}>
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        <TextField label={t('common.name')} autoComplete="name" autoFocus {...form.field('name')} />
        <TextField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('common.emailPlaceholder')}
          {...form.field('email')}
        />
        <TextField
          label={t('common.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { n: PASSWORD_MIN })}
          {...form.field('password')}
        />
        <TextField label={t('auth.register.confirm')} type="password" autoComplete="new-password" {...form.field('confirm')} />
        <Button type="submit" size="lg" block loading={form.busy}>
          {t('auth.register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
