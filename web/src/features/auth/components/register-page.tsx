import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkNewAccountForm, PASSWORD_MIN } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';

const ORDER = ['name', 'email', 'password', 'confirm'] as const;

/** /regontff */
export function RegisterPage() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({ name: '', email: '', password: '', confirm: '' }, ORDER, checkNewAccountForm);
  const onSubmit = form.submit(async ({ name, email, password }) => {
    const { message } = await authApi.signup({ name: name.trim(), email: email.trim(), password });
    setDone(message);
  });

  if (done) {
    return (
      // The same screen whether or not the address had an account (the API answers alike): a
      // taken address's owner got a mail with sign-in and reset links instead.
      <AuthLayout title="Check your inbox" subtitle={`We sent a mail to ${form.values.email.trim()}.`}>
        <Alert tone="success">{done}</Alert>
        <p className="form__aside">
          Verified already?{' '}
          <Link to={paths.signin} className="link">
            Sign in
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start shortening, sharing and measuring in a minute."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.signin} className="link">
            Sign in
          </Link>
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create account">
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        <TextField label="Name" autoComplete="name" autoFocus {...form.field('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <Button type="submit" size="lg" block loading={form.busy}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
