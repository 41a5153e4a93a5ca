import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SHARE_MSG } from '@kisa/shared';
import { AuthLayout, Logo, useDocumentTitle } from '@/components/layout';
import { Alert, Button, Spinner, TextField } from '@/components/ui';
import { Icon } from '@/components/ui/icon';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocalize, useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { sharedSource, unlockSharedDashboard, useSharedDashboard } from '../api/shares';
import './shares.css';

type Source = ReturnType<typeof sharedSource>;

/** Tells search engines to leave the page out, while it is shown (the API's answers say so too: X-Robots-Tag). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /share/:token — a shared dashboard, no sign-in: the same panels as the app's analytics (the
 * router hands them in as `analytics`, reading the share's own route), read-only. A share with a
 * password asks for it first (its name stays hidden until then); a revoked or expired one says it
 * is no longer available, an unknown token that it does not exist.
 */
export function SharedDashboardPage({ analytics }: { analytics: (source: Source) => ReactNode }) {
  const t = useT();
  const localize = useLocalize();
  const { token = '' } = useParams();
  useNoIndex();
  const shared = useSharedDashboard(token);
  const error = shared.error;
  if (error instanceof ApiError && (error.status === 410 || error.status === 404)) {
    const gone = error.status === 410;
    return (
      <AuthLayout title={t(gone ? 'shares.public.gone' : 'shares.public.notFound')} subtitle={localize(gone ? SHARE_MSG.gone : SHARE_MSG.dashboardNotFound)}>
        <div className="status-code" aria-hidden="true">
          {error.status}
        </div>
      </AuthLayout>
    );
  }
  if (error) {
    return (
      <AuthLayout title={t('shares.public.title')}>
        <LoadError title={t('shares.public.loadError')} source={shared} />
      </AuthLayout>
    );
  }
  if (!shared.data) {
    return (
      <AuthLayout title={t('shares.public.title')}>
        <p role="status">
          <Spinner /> {t('shares.public.loading')}
        </p>
      </AuthLayout>
    );
  }
  const { target, passwordRequired } = shared.data;
  if (passwordRequired && !target.name) return <ShareGate token={token} onUnlocked={() => void shared.mutate()} />;
  return (
    <SharedView
      title={target.name}
      kind={t('shares.public.kind', { kind: target.kind })}
      expiresAt={shared.data.expiresAt}
      analytics={analytics(sharedSource(token, shared.data.visitors))}
    />
  );
}

function SharedView({ title, kind, expiresAt, analytics }: { title: string; kind: string; expiresAt: string | null; analytics: ReactNode }) {
  const t = useT();
  useDocumentTitle(t('shares.public.documentTitle', { title }));
  return (
    <div className="shared-dashboard">
      <header className="shared-dashboard__header">
        <Logo />
        <span className="shared-dashboard__badge">
          <Icon name="chart" size={16} /> {t('shares.public.badge')}
        </span>
      </header>
      <main id="main" className="page shared-dashboard__main">
        <p className="muted shared-dashboard__kind">{kind}</p>
        <h1 className="shared-dashboard__title">{title}</h1>
        {expiresAt && <p className="muted">{t('shares.public.until', { date: formatDateTime(expiresAt) })}</p>}
        {analytics}
      </main>
    </div>
  );
}

function ShareGate({ token, onUnlocked }: { token: string; onUnlocked: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const [password, setPassword] = useState('');
  const { error, invalid, fail, clear, fieldChanged } = useFormError<'password'>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!password) {
      fail(SHARE_MSG.passwordRequired, ['password']);
      input.current?.focus();
      return;
    }
    clear();
    setBusy(true);
    try {
      await unlockSharedDashboard(token, password);
      onUnlocked();
    } catch (err) {
      fail((err as Error).message, ['password']);
      setBusy(false);
      input.current?.focus();
    }
  }

  return (
    <AuthLayout title={t('shares.gate.title')} subtitle={localize(SHARE_MSG.passwordRequired)}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('shares.gate.label')}>
        {error && (
          <Alert id="share-gate-error" tone="error">
            {error}
          </Alert>
        )}
        <TextField
          ref={input}
          label={t('shares.gate.password')}
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fieldChanged('password');
          }}
          error={invalid.includes('password')}
          aria-describedby={invalid.includes('password') ? 'share-gate-error' : undefined}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('shares.gate.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
