import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkRecoverForm } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';

const ORDER = ['email'] as const;

/** /recoveronmuud */
export function RecoverPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ email: '' }, ORDER, checkRecoverForm);
  const onSubmit = form.submit(async ({ email }) => {
    setSent(null);
    const { message } = await authApi.recover(email.trim());
    setSent(message);
  });

  return (
    <AuthLayout title="Recover your password" subtitle="Enter your account's e-mail and we'll send you a link to choose a new password.">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Recover password">
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        {sent && <Alert tone="success">{sent}</Alert>}
        <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" autoFocus {...form.field('email')} />
        <Button type="submit" size="lg" block loading={form.busy}>
          Send reset link
        </Button>
        <p className="form__aside">
          <Link to={paths.management} className="link">
            Back to login
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
