import { Link, useLocation } from 'react-router-dom';
import { MSG } from '@kisa/shared';
import { paths } from '@/config/paths';
import { homeFor, useUser } from '@/lib/session';
import { AuthLayout } from '@/components/layout';
import { Alert } from '@/components/ui';
import { PasskeySignIn } from './passkey-sign-in';
import { SigninForm } from './signin-form';
import { SsoSignIn } from './sso-sign-in';
import { useLocalize, useT } from '@/lib/i18n';

/** /signin and /management. */
export function SigninPage() {
  const location = useLocation();
  const user = useUser();
  const adminRequired = (location.state as { adminRequired?: boolean } | null)?.adminRequired;
  const t = useT();
  const localize = useLocalize();
  return (
    <AuthLayout title={t('auth.signin.title')} subtitle={t('auth.welcomeBack')}>
      {adminRequired && user && (
        <Alert tone="warning">
          {localize(MSG.forbidden)} {t('auth.signin.signedInAs', { email: user.email })}{' '}
          <Link className="link" to={homeFor(user, paths)}>
            {t('auth.signin.goDashboard')}
          </Link>
        </Alert>
      )}
      <SigninForm />
      <PasskeySignIn />
      <SsoSignIn />
    </AuthLayout>
  );
}
