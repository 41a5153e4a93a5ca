import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { displayHost, hasQrMarker, MSG, withQrMarker } from '@kisa/shared';
import { Logo, useDocumentTitle } from '@/components/layout';
import { Icon } from '@/components/ui/icon';
import { Alert, Button, Card, Spinner, TextField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useFormError } from '@/lib/use-form';
import { follow, gateDomain, getLinkGate, unlock } from '../api/unlock';
import { NotFoundPage } from './status-pages';
import { useT } from '@/lib/i18n';

/** What the gate knows of the code before asking for a password. */
type GateState = 'checking' | 'ask' | 'notFound' | 'leaving';

/**
 * /loginurl/:shortUrl[?domain=host] — visitors unlock a password-protected short link. The gate
 * first asks the API whether the code is a link that needs a password: an unknown code shows
 * the not-found screen at once, and a link without one (or expired) sends the visitor on to the
 * short link, which decides where they go. A link on a team's branded domain comes
 * with `?domain=`: both calls name it, and the heading shows the link on it.
 */
export function PasswordGatePage() {
  const { shortUrl = '' } = useParams();
  const [gate, setGate] = useState<GateState>('checking');
  const viaQr = hasQrMarker(window.location.search.slice(1));
  const domain = gateDomain(window.location.search);

  useEffect(() => {
    const abort = new AbortController();
    setGate('checking');
    getLinkGate(shortUrl, domain, abort.signal).then(
      ({ passwordRequired, shortLink }) => {
        if (passwordRequired) return setGate('ask');
        setGate('leaving');
        window.location.replace(viaQr ? withQrMarker(shortLink) : shortLink);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        // Only a 404 means "no such link"; anything else (offline, 5xx) still lets the visitor try.
        setGate(err instanceof ApiError && err.status === 404 ? 'notFound' : 'ask');
      },
    );
    return () => abort.abort();
  }, [shortUrl, viaQr, domain]);

  if (gate === 'notFound') return <NotFoundPage />;
  return <GateScreen shortUrl={shortUrl} domain={domain} viaQr={viaQr} gate={gate} />;
}

function GateScreen({ shortUrl, domain, viaQr, gate }: { shortUrl: string; domain: string | null; viaQr: boolean; gate: GateState }) {
  const t = useT();
  // The link as its visitor knows it: on its branded domain (IDN decoded), else on this one.
  const host = domain ? displayHost(`http://${domain}/`) || domain : window.location.host;
  const [password, setPassword] = useState('');
  const { error, invalid, fail, clear, fieldChanged } = useFormError<'password'>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useDocumentTitle('Protected link');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!password) {
      fail(MSG.allFieldsRequired, ['password']);
      input.current?.focus();
      return;
    }
    clear();
    setBusy(true);
    try {
      follow(await unlock(shortUrl, password, { viaQr, domain }));
    } catch (err) {
      fail((err as Error).message, ['password']);
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
          <h1 className="auth__title gate__title">{t('gate.title', { link: `${host}/${shortUrl}` })}</h1>
          {gate === 'ask' ? (
            <>
              <p className="auth__subtitle">{t('gate.subtitle')}</p>
              <form className="form" onSubmit={onSubmit} noValidate aria-label={t('gate.form')}>
                {error && (
                  <Alert id="gate-error" tone="error">
                    {error}
                  </Alert>
                )}
                <TextField
                  ref={input}
                  label={t('common.password')}
                  type="password"
                  autoComplete="off"
                  autoFocus
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    fieldChanged('password');
                  }}
                  error={invalid.includes('password')}
                  aria-describedby={invalid.includes('password') ? 'gate-error' : undefined}
                />
                <Button type="submit" size="lg" block loading={busy}>
                  {t('gate.submit')}
                </Button>
              </form>
            </>
          ) : (
            <p className="auth__subtitle" role="status">
              <Spinner /> {gate === 'leaving' ? t('gate.opening') : t('gate.checking')}
            </p>
          )}
        </Card>
      </main>
      <footer className="landing__footer">© {new Date().getFullYear()} Kisa</footer>
    </div>
  );
}
