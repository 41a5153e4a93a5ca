import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { VERIFY_REDIRECT_MS } from '@kisa/shared';
import { paths } from '@/config/paths';
import { getUser, homeFor, setUser } from '@/lib/session';
import { AuthLayout } from '@/components/layout';
import { Alert, Spinner } from '@/components/ui';
import { authApi } from '../api/auth';
import { countdownText, secondsLeft } from '../lib/countdown';
import { useT } from '@/lib/i18n';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; message: string; to: string; signedIn: boolean; keptAs: string | null }
  | { kind: 'error'; message: string };

/**
 * /verify/:token — verifies on load, then lands on the dashboard after VERIFY_REDIRECT_MS,
 * counting the seconds down (3, 2, 1) in a polite live region.
 */
export function VerifyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [left, setLeft] = useState(() => Math.ceil(VERIFY_REDIRECT_MS / 1000));
  const started = useRef<string | null>(null);
  const t = useT();

  useEffect(() => {
    if (started.current === token) return; // tokens are single-use: never verify twice
    started.current = token;
    authApi.verify(token).then(
      ({ message, token: session, user }) => {
        // A resent link verifies without a session: then the user signs in as usual. Neither
        // does a link followed in a browser signed in as someone else (a link sent
        // by an attacker must not switch accounts): that user stays where they were.
        const current = getUser();
        const kept = !session && current && current.id !== user.id ? current : null;
        if (session) setUser(user);
        const to = session ? homeFor(user, paths) : kept ? homeFor(kept, paths) : paths.signin;
        setState({ kind: 'success', message, to, signedIn: !!session || !!kept, keptAs: kept?.email ?? null });
      },
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  }, [token]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const startedAt = performance.now();
    const tick = setInterval(() => setLeft(secondsLeft(startedAt, performance.now(), VERIFY_REDIRECT_MS)), 200);
    const t = setTimeout(() => navigate(state.to, { replace: true }), VERIFY_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(t);
    };
  }, [state, navigate]);

  if (state.kind === 'loading') {
    return (
      <AuthLayout title={t('auth.verify.title')}>
        <div className="centered">
          <Spinner size="lg" label={t('auth.verify.spinner')} />
        </div>
      </AuthLayout>
    );
  }
  if (state.kind === 'success') {
    return (
      <AuthLayout title={t('auth.verify.success')}>
        <Alert tone="success">{state.message}</Alert>
        {state.keptAs && (
          <p className="muted" data-testid="verify-kept-session">
            {t('auth.verify.keptBefore')}
            <strong>{state.keptAs}</strong>
            {t('auth.verify.keptAfter')}
          </p>
        )}
        <p className="muted">
          <span aria-live="polite" aria-atomic="true" data-testid="verify-countdown">
            {countdownText(state.signedIn ? 'dashboard' : 'signin', left)}
          </span>{' '}
          <Link className="link" to={state.to} replace>
            {t('auth.verify.goNow')}
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.verify.error')}>
      <Alert tone="error">{state.message}</Alert>
      <p className="form__aside">
        <Link className="link" to={paths.signin}>
          {t('auth.reset.goSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
