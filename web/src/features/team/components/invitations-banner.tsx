import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PendingInvitation } from '@kisa/shared';
import { Button, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiGet } from '@/lib/api-calls';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
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
  const t = useT();
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
        <section className="invitations-banner" aria-label={t('team.invitations.label')}>
          {invitations.map((i) => (
            <div key={i.id} className="invitations-banner__item">
              <p>{richText(t, 'team.invitations.invited', { inviter: <strong>{i.inviterName}</strong>, team: <strong>{i.teamName}</strong> })}</p>
              <div className="invitations-banner__actions">
                <Button onClick={() => setJoining(i)} disabled={busy}>
                  {t('team.invitations.accept')}
                </Button>
                <Button variant="secondary" onClick={() => void answer(i, 'decline')} disabled={busy}>
                  {t('team.invitations.decline')}
                </Button>
              </div>
            </div>
          ))}
        </section>
      )}
      <ConfirmDialog
        open={!!joining}
        title={t('team.invitations.joinTitle', { team: joining?.teamName ?? t('team.invitations.theTeam') })}
        confirmLabel={t('team.invitations.join')}
        tone="primary"
        busy={busy}
        error={error}
        onConfirm={() => joining && void answer(joining, 'accept')}
        onClose={() => {
          setJoining(null);
          setError(null);
        }}
      >
        <p>{t('team.invitations.oneTeam')}</p>
        <p className="muted">{t('team.invitations.stays')}</p>
      </ConfirmDialog>
    </>
  );
}
