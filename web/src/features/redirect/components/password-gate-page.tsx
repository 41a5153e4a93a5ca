import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { hasQrMarker, MSG } from '@kisa/shared';
import { Icon, Logo, useDocumentTitle } from '../../../components/layout';
import { Alert, Button, Card, TextField } from '../../../components/ui';
import { follow, unlock } from '../api/unlock';

/** /loginurl/:shortUrl — visitors unlock a password-protected short link. */
export function PasswordGatePage() {
  const { shortUrl = '' } = useParams();
  const host = window.location.host;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useDocumentTitle('Protected link');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!password) {
      setError(MSG.allFieldsRequired);
      input.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      follow(await unlock(shortUrl, password, hasQrMarker(window.location.search.slice(1))));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <div className="gate">
      <header className="auth__header">
        <Logo />
      </header>
      <main id="main" className="auth__main">
        <Card className="auth__card">
          <div className="icon-badge">
            <Icon name="lock" size={24} />
          </div>
          <h1 className="auth__title gate__title">
            Enter password for visit {host}/{shortUrl}
          </h1>
          <p className="auth__subtitle">The owner of this link protected it with a password.</p>
          <form className="form" onSubmit={onSubmit} noValidate aria-label="Unlock link">
            {error && (
              <Alert id="gate-error" tone="error">
                {error}
              </Alert>
            )}
            <TextField ref={input} label="Password" type="password" autoComplete="off" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} error={!!error} aria-describedby={error ? 'gate-error' : undefined} />
            <Button type="submit" size="lg" block loading={busy}>
              Go to URL
            </Button>
          </form>
        </Card>
      </main>
      <footer className="landing__footer">© {new Date().getFullYear()} Kisa</footer>
    </div>
  );
}
