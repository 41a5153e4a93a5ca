import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterSignIn } from '@/components/guards';
import { Alert, Button } from '@/components/ui';
import { setUser } from '@/lib/session';
import { signInWithPasskey } from '../api/passkey';
import { useT } from '@/lib/i18n';

/**
 * "Sign in with a passkey" under the password form: the browser offers the passkeys it holds
 * for Kisa (no e-mail needed), and a verified one signs in like a password would.
 */
export function PasskeySignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  async function onClick() {
    setBusy(true);
    setProblem(null);
    try {
      const { user } = await signInWithPasskey();
      setUser(user);
      navigate(afterSignIn(user, location.state), { replace: true });
    } catch (err) {
      setProblem((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="form passkey-sign-in">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button variant="secondary" size="lg" block loading={busy} onClick={onClick}>
        {t('auth.passkey.signIn')}
      </Button>
    </div>
  );
}
