import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { InvitationDetails } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, Spinner } from '@/components/ui';
import { apiGet } from '@/lib/api-calls';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import { getUser, setUser, signOut } from '@/lib/session';
import { ME_KEY } from '@/lib/use-me';
import { invitationsApi } from '../api/team';
import './team.css';

type State =
  | { kind: 'loading' }
  | { kind: 'open'; invitation: InvitationDetails }
  | { kind: 'done'; message: string; signedIn: boolean }
  | { kind: 'error'; message: string };

/**
 * /invite/:token — an invitation to a team. Nothing happens on load: the person
 * reads who invited them and chooses. A new address becomes an account on Accept (then signs
 * in with the password the owner chose); an existing account must be signed in as itself and
 * confirm that it leaves its current team; anyone holding the link may decline.
 */
export function InvitePage() {
  const t = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const local = getUser();

  useEffect(() => {
    invitationsApi.details(token).then(
      (invitation) => setState({ kind: 'open', invitation }),
      (e: Error) => setState({ kind: 'error', message: e.message }),
    );
  }, [token]);

  async function answer(action: 'accept' | 'decline', leaveCurrentTeam?: boolean) {
    setBusy(true);
    setError(null);
    try {
      const { message } = await invitationsApi.answer(token, { action, ...(leaveCurrentTeam ? { leaveCurrentTeam } : {}) });
      const signedIn = action === 'accept' && !!local && state.kind === 'open' && state.invitation.hasAccount;
      // The account's team changed: the app's copy of the user follows.
      if (signedIn) setUser(await apiGet(ME_KEY));
      setState({ kind: 'done', message, signedIn });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'loading') {
    return (
      <AuthLayout title={t('team.invite.title')}>
        <div className="centered">
          <Spinner size="lg" label={t('team.invite.loading')} />
        </div>
      </AuthLayout>
    );
  }
  if (state.kind === 'error' || state.kind === 'done') {
    const ok = state.kind === 'done';
    return (
      <AuthLayout title={ok ? t('team.invite.title') : t('team.invite.error')}>
        <Alert tone={ok ? 'success' : 'error'}>{state.message}</Alert>
        <p className="form__aside">
          <Link className="link" to={ok && state.signedIn ? paths.dashboard : local ? paths.dashboard : paths.signin}>
            {ok && state.signedIn ? t('team.invite.dashboard') : local ? t('team.invite.dashboard') : t('team.invite.signin')}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  const { invitation } = state;
  const here = paths.invite(token);
  const signedInAsInvitee = !!local && local.email === invitation.email;
  return (
    <AuthLayout title={t('team.invite.joinTitle', { team: invitation.teamName || t('team.invite.aTeam') })}>
      <p>
        {richText(
          t,
          'team.invite.invited',
          { inviter: <strong>{invitation.inviterName}</strong>, name: <strong>{invitation.name}</strong>, team: <strong>{invitation.teamName}</strong> },
          { email: invitation.email },
        )}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!invitation.hasAccount && (
        <>
          <p className="muted">{t('team.invite.newAccount', { inviter: invitation.inviterName })}</p>
          <InviteActions busy={busy} onAccept={() => void answer('accept')} onDecline={() => void answer('decline')}>
            {t('team.invite.accept')}
          </InviteActions>
        </>
      )}
      {invitation.hasAccount && signedInAsInvitee && (
        <>
          <p className="muted">{t('team.invite.oneTeam')}</p>
          <InviteActions busy={busy} onAccept={() => void answer('accept', true)} onDecline={() => void answer('decline')}>
            {t('team.invite.leaveAndJoin', { team: invitation.teamName })}
          </InviteActions>
        </>
      )}
      {invitation.hasAccount && !signedInAsInvitee && (
        <>
          <p className="muted">
            {t('team.invite.hasAccount', { email: invitation.email })}
            {local ? t('team.invite.signedInAs', { email: local.email }) : null}
            {t('team.invite.signInToAccept', { email: invitation.email })}
          </p>
          <div className="invite-actions">
            <Button
              onClick={async () => {
                if (local) await signOut();
                // The sign-in form starts with the invited address filled in.
                navigate(paths.signin, { state: { from: here, email: invitation.email } });
              }}
            >
              {t('team.invite.signInAs', { email: invitation.email })}
            </Button>
            <Button variant="secondary" onClick={() => void answer('decline')} loading={busy}>
              {t('team.invite.decline')}
            </Button>
          </div>
        </>
      )}
    </AuthLayout>
  );
}

/** Accept (labelled by `children`) and Decline, side by side. */
function InviteActions({ busy, onAccept, onDecline, children }: { busy: boolean; onAccept: () => void; onDecline: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <div className="invite-actions">
      <Button onClick={onAccept} loading={busy}>
        {children}
      </Button>
      <Button variant="secondary" onClick={onDecline} disabled={busy}>
        {t('team.invite.decline')}
      </Button>
    </div>
  );
}
