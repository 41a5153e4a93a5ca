import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PendingInvitation } from '@kisa/shared';
import { Button, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiGet } from '@/lib/api-calls';
import { setUser } from '@/lib/session';
import { ME_KEY } from '@/lib/use-me';
import { invitationsApi, useMeWithInvitations } from '../api/team';
import './team.css';

/**
 * Invitations of other teams to the signed-in user's address: someone who signed
 * up with an invited address has an account of their own and decides here. Accepting moves
 * the account (after a confirmation saying what happens to the current team); declining
 * drops the invitation.
 */
export function InvitationsBanner() {
  const { data: me, mutate } = useMeWithInvitations();
  const { mutate: mutateAll } = useSWRConfig();
  const toast = useToast();
  const [joining, setJoining] = useState<PendingInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invitations = me?.invitations ?? [];
  if (invitations.length === 0 && !joining) return null;

  async function answer(invitation: PendingInvitation, action: 'accept' | 'decline') {
    setBusy(true);
    setError(null);
    try {
      const { message } = await invitationsApi.answer(invitation.id, action === 'accept' ? { action, leaveCurrentTeam: true } : { action });
      toast(message);
      setJoining(null);
      if (action === 'accept') {
        setUser(await apiGet(ME_KEY));
        await mutateAll(() => true); // every list of the old team is stale now
      } else {
        await mutate();
      }
    } catch (e) {
      if (action === 'accept') setError((e as Error).message);
      else toast((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {invitations.length > 0 && (
        <section className="invitations-banner" aria-label="Team invitations">
          {invitations.map((i) => (
            <div key={i.id} className="invitations-banner__item">
              <p>
                <strong>{i.inviterName}</strong> invited you to join the team <strong>{i.teamName}</strong>.
              </p>
              <div className="invitations-banner__actions">
                <Button onClick={() => setJoining(i)} disabled={busy}>
                  Accept
                </Button>
                <Button variant="secondary" onClick={() => void answer(i, 'decline')} disabled={busy}>
                  Decline
                </Button>
              </div>
            </div>
          ))}
        </section>
      )}
      <ConfirmDialog
        open={!!joining}
        title={`Join ${joining?.teamName ?? 'the team'}?`}
        confirmLabel="Leave my team and join"
        tone="primary"
        busy={busy}
        error={error}
        onConfirm={() => joining && void answer(joining, 'accept')}
        onClose={() => {
          setJoining(null);
          setError(null);
        }}
      >
        <p>You can be in one team at a time: joining moves your account out of your current team.</p>
        <p className="muted">Links and campaigns of your current team stay with it, and you will no longer see them.</p>
      </ConfirmDialog>
    </>
  );
}
