import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { InvitationDetails } from '@kisa/shared';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, Spinner } from '@/components/ui';
import { apiGet } from '@/lib/api-calls';
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
      <AuthLayout title="Invitation">
        <div className="centered">
          <Spinner size="lg" label="Loading the invitation" />
        </div>
      </AuthLayout>
    );
  }
  if (state.kind === 'error' || state.kind === 'done') {
    const ok = state.kind === 'done';
    return (
      <AuthLayout title={ok ? 'Invitation' : 'Error'}>
        <Alert tone={ok ? 'success' : 'error'}>{state.message}</Alert>
        <p className="form__aside">
          <Link className="link" to={ok && state.signedIn ? paths.dashboard : local ? paths.dashboard : paths.signin}>
            {ok && state.signedIn ? 'Go to your dashboard' : local ? 'Go to your dashboard' : 'Go to sign in'}
          </Link>
        </p>
      </AuthLayout>
    );
  }

  const { invitation } = state;
  const here = paths.invite(token);
  const signedInAsInvitee = !!local && local.email === invitation.email;
  return (
    <AuthLayout title={`Join ${invitation.teamName || 'a team'} on Kisa`}>
      <p>
        <strong>{invitation.inviterName}</strong> invited <strong>{invitation.name}</strong> ({invitation.email}) to join the team{' '}
        <strong>{invitation.teamName}</strong>. A team shares its short links, campaigns and analytics; its owners can change members' profiles and passwords.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {!invitation.hasAccount && (
        <>
          <p className="muted">
            Accepting creates your Kisa account with this e-mail address. You then sign in with the password {invitation.inviterName} chose for you, and may
            change it with “Forgot password”.
          </p>
          <InviteActions busy={busy} onAccept={() => void answer('accept')} onDecline={() => void answer('decline')}>
            Accept invitation
          </InviteActions>
        </>
      )}
      {invitation.hasAccount && signedInAsInvitee && (
        <>
          <p className="muted">
            You can be in one team at a time: joining moves your account out of your current team. Its links and campaigns stay with it, and you will no longer
            see them.
          </p>
          <InviteActions busy={busy} onAccept={() => void answer('accept', true)} onDecline={() => void answer('decline')}>
            Leave my team and join {invitation.teamName}
          </InviteActions>
        </>
      )}
      {invitation.hasAccount && !signedInAsInvitee && (
        <>
          <p className="muted">
            {invitation.email} already has a Kisa account. {local ? <>You are signed in as {local.email}. </> : null}Sign in as {invitation.email} to accept.
          </p>
          <div className="invite-actions">
            <Button
              onClick={async () => {
                if (local) await signOut();
                // The sign-in form starts with the invited address filled in.
                navigate(paths.signin, { state: { from: here, email: invitation.email } });
              }}
            >
              Sign in as {invitation.email}
            </Button>
            <Button variant="secondary" onClick={() => void answer('decline')} loading={busy}>
              Decline
            </Button>
          </div>
        </>
      )}
    </AuthLayout>
  );
}

/** Accept (labelled by `children`) and Decline, side by side. */
function InviteActions({ busy, onAccept, onDecline, children }: { busy: boolean; onAccept: () => void; onDecline: () => void; children: ReactNode }) {
  return (
    <div className="invite-actions">
      <Button onClick={onAccept} loading={busy}>
        {children}
      </Button>
      <Button variant="secondary" onClick={onDecline} disabled={busy}>
        Decline
      </Button>
    </div>
  );
}
