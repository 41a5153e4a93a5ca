import { useState, type ReactNode } from 'react';
import { MSG, type Invitation, type Member } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useCan } from '@/lib/use-can';
import { teamApi, teamsApi, useReloadAll, useTeam } from '../api/team';
import { Icon } from '@/components/ui/icon';
import { CreateMemberModal, EditProfileModal, SetPasswordModal } from './member-modals';
import { useEndMemberSessions } from './end-member-sessions';
import { InvitationsTable, MembersTable, MembersTableSkeleton } from './members-table';
import { TeamSettingsCard } from './team-settings-card';
import './team.css';
import { useT } from '@/lib/i18n';

/**
 * /e/team: the 'Team Users' card. Owners add members, edit profiles, set passwords and
 * remove members. A member is not offered what would only answer 'Only Owner can …' (the
 * spec's Warning after the click misled): no Add User, no row actions, a note saying why and
 * the Member Since column instead (the server refuses them anyway).
 */
export function TeamPage() {
  const t = useT();
  // Owners and admins manage members (an owner's row is the owners' business: the API says so).
  const isOwner = useCan('team:write');
  const team = useTeam();
  const toast = useToast();

  const [creating, setCreating] = useState(false);
  const [resending, setResending] = useState<Invitation | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [password, setPassword] = useState<Member | null>(null);

  const refresh = () => void team.mutate();

  async function withdraw(invitation: Invitation) {
    try {
      await teamApi.removeMember(invitation.id);
      toast(`The invitation to ${invitation.email} was withdrawn.`);
      refresh();
    } catch (err) {
      toast((err as Error).message);
    }
  }

  const endSessions = useEndMemberSessions();
  const removal = useConfirmDialog<Member>({
    run: (member) => teamApi.removeMember(member.id),
    done: (member) => {
      toast(`${member.name} was removed from the team.`);
      refresh();
    },
  });
  const removing = removal.item;
  const reloadAll = useReloadAll();
  // Leaving moves this session to another of one's teams: every screen's data changes.
  const leaving = useConfirmDialog<string>({
    run: () => teamsApi.leave(),
    done: () => {
      toast(MSG.leftTeam);
      void reloadAll();
    },
  });

  let body: ReactNode;
  if (!team.data && team.error) {
    body = (
      <div className="team-card__state">
        <LoadError title={t('team.page.loadError')} source={team} />
      </div>
    );
  } else if (!team.data) {
    body = <MembersTableSkeleton />;
  } else if (team.data.members.length === 0) {
    body = <EmptyState icon={<Icon name="users" size={30} />} title={t('team.page.empty')} />;
  } else {
    body = (
      <MembersTable
        members={team.data.members}
        caption={t('team.page.caption')}
        actions={isOwner ? { onEdit: setEditing, onPassword: setPassword, onRemove: removal.ask, onEndSessions: endSessions.ask } : undefined}
      />
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('team.page.title')} description={t('team.page.description')} />
      <SettingsTabs />
      <Card padded={false} className="team-card" aria-busy={!team.data && !team.error}>
        <div className="card__toolbar">
          <div>
            <h2 className="card__title">{t('team.page.users')}</h2>
            {!isOwner && <p className="muted team-card__note">{t('team.page.ownersOnly')}</p>}
          </div>
          {isOwner && (
            <Button onClick={() => setCreating(true)}>
              <Icon name="plus" />
              {t('team.page.add')}
            </Button>
          )}
        </div>
        {body}
        {isOwner && team.data && team.data.invitations.length > 0 && (
          <div className="team-card__invitations">
            <h3 className="card__subtitle">{t('team.pending')}</h3>
            <p className="muted team-card__note">{t('team.page.pendingNote')}</p>
            <InvitationsTable
              invitations={team.data.invitations}
              onResend={(i) => {
                setResending(i);
                setCreating(true);
              }}
              onWithdraw={(i) => void withdraw(i)}
            />
          </div>
        )}
      </Card>

      {team.data && <TeamSettingsCard settings={team.data.settings} onSaved={() => void reloadAll()} />}
      {team.data && (
        <Card className="team-leave">
          <h2 className="card__title">{t('team.page.leave')}</h2>
          <p className="muted">{t('team.page.leaveNote')}</p>
          <Button variant="secondary" onClick={() => leaving.ask(team.data?.name ?? '')}>
            {t('team.page.leaveName', { name: team.data.name })}
          </Button>
        </Card>
      )}
      <ConfirmDialog title={t('team.page.leaveTitle')} confirmLabel={t('team.page.leave')} {...leaving.dialog}>
        {leaving.item !== null && (
          <p>
            {t('team.page.leaveBefore')}
            <strong>{leaving.item}</strong>
            {t('team.page.leaveAfter')}
          </p>
        )}
      </ConfirmDialog>

      <CreateMemberModal
        open={creating}
        initial={resending}
        onClose={() => {
          setCreating(false);
          setResending(null);
        }}
        onCreated={(i) => {
          setCreating(false);
          setResending(null);
          toast(MSG.invitationSent(i.email));
          refresh();
        }}
      />
      <EditProfileModal
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={(m) => {
          setEditing(null);
          toast(m.pendingEmail ? MSG.emailChangeSent(m.pendingEmail) : t('team.page.profileSaved', { name: m.name }));
          refresh();
        }}
      />
      <SetPasswordModal
        member={password}
        onClose={() => setPassword(null)}
        onSaved={(m) => {
          setPassword(null);
          toast(t('team.page.passwordChanged', { name: m.name }));
        }}
      />
      {endSessions.dialog}
      <ConfirmDialog title={t('team.page.removeTitle')} confirmLabel={t('team.page.removeConfirm')} {...removal.dialog}>
        {removing && (
          <>
            <p>
              <strong>{removing.name}</strong> ({removing.email}){t('team.page.removeWill')}
            </p>
            <p className="muted">{t('team.page.removeLinks')}</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
