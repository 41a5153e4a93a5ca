import { Link, useLocation } from 'react-router-dom';
import { MSG } from '@kisa/shared';
import { paths } from '@/config/paths';
import { homeFor, useUser } from '@/lib/session';
import { AuthLayout } from '@/components/layout';
import { Alert } from '@/components/ui';
import { PasskeySignIn } from './passkey-sign-in';
import { SigninForm } from './signin-form';
import { SsoSignIn } from './sso-sign-in';

/** /signin and /management. */
export function SigninPage() {
  const location = useLocation();
  const user = useUser();
  const adminRequired = (location.state as { adminRequired?: boolean } | null)?.adminRequired;
  return (
    <AuthLayout title="Sign in to Kisa" subtitle="Welcome back. Your links are waiting.">
      {adminRequired && user && (
        <Alert tone="warning">
          {MSG.forbidden} You are signed in as {user.email}.{' '}
          <Link className="link" to={homeFor(user, paths)}>
            Go to your dashboard
          </Link>
        </Alert>
      )}
      <SigninForm />
      <PasskeySignIn />
      <SsoSignIn />
    </AuthLayout>
  );
}
