import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG, SSO_ERROR_PARAM } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { apiCall } from '@/lib/api-calls';
import { useT } from '@/lib/i18n';

/**
 * "Sign in with SSO" under the password form: the work e-mail finds the team's identity provider
 * and the browser goes there; it comes back signed in, or here with the reason (`sso_error`).
 */
export function SsoSignIn() {
  const [params] = useSearchParams();
  const refused = params.get(SSO_ERROR_PARAM);
  const [open, setOpen] = useState(refused !== null);
  const [email, setEmail] = useState('');
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const { redirectUrl } = await apiCall('POST', '/api/auth/sso', { body: { email } });
      window.location.assign(redirectUrl);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : MSG.unknownError);
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className="form sso-sign-in">
        <Button variant="secondary" size="lg" block onClick={() => setOpen(true)}>
          {t('auth.sso.signIn')}
        </Button>
      </div>
    );
  }
  return (
    <form className="form sso-sign-in" onSubmit={submit}>
      {(problem ?? refused) && <Alert tone="error">{problem ?? refused}</Alert>}
      <TextField label={t('auth.sso.workEmail')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Button type="submit" variant="secondary" size="lg" block loading={busy}>
        {t('auth.sso.continue')}
      </Button>
    </form>
  );
}
