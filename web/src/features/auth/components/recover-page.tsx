import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkRecoverForm } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, TextField } from '@/components/ui';
import { authApi } from '../api/auth';
import { useForm } from '@/lib/use-form';
import { useT } from '@/lib/i18n';

const ORDER = ['email'] as const;

/** /recoveronmuud */
export function RecoverPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ email: '' }, ORDER, checkRecoverForm);
  const t = useT();
  const onSubmit = form.submit(async ({ email }) => {
    setSent(null);
    const { message } = await authApi.recover(email.trim());
    setSent(message);
  });

  return (
    <AuthLayout title={t('auth.recover.title')} subtitle={t('auth.recover.subtitle')}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('auth.recover.form')}>
        {form.error && (
          <Alert id={form.errorId} tone="error">
            {form.error}
          </Alert>
        )}
        {sent && <Alert tone="success">{sent}</Alert>}
        <TextField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('common.emailPlaceholder')}
          autoFocus
          {...form.field('email')}
        />
        <Button type="submit" size="lg" block loading={form.busy}>
          {t('auth.recover.send')}
        </Button>
        <p className="form__aside">
          <Link to={paths.management} className="link">
            {t('auth.recover.back')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
