import type { Invitation, Member } from '@kisa/shared';
import { DataTable, RowAction } from '@/components/ui/data-table';
import { SkeletonRows } from '@/components/ui/skeleton';
import { DateText } from '@/components/ui/date-text';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

export function RoleBadge({ role }: { role: Member['role'] }) {
  const t = useT();
  return <span className={role === 'owner' ? 'badge' : 'badge badge--soft'}>{role === 'owner' ? t('team.role.owner') : t('team.role.member')}</span>;
}

export interface MemberActions {
  onEdit: (m: Member) => void;
  onPassword: (m: Member) => void;
  onRemove: (m: Member) => void;
  /** Signs the member out everywhere. */
  onEndSessions?: (m: Member) => void;
}

/**
 * The team's members: Name, Email, Role badge, and either Member Since (settings) or the
 * edit / password / remove icons (team screen).
 */
export function MembersTable({ members, actions, caption }: { members: Member[]; actions?: MemberActions; caption: string }) {
  const t = useT();
  const columns = [
    { label: t('team.col.name') },
    { label: t('team.col.email') },
    { label: t('team.col.role') },
    actions ? { label: <span className="sr-only">{t('team.col.actions')}</span>, kind: 'actions' as const } : { label: t('team.col.since') },
  ];
  return (
    <DataTable caption={caption} columns={columns} stacked>
      {members.map((m) => (
        <tr key={m.id} data-member-id={m.id}>
          <td>
            <strong>{m.name}</strong>
          </td>
          <td>{m.email}</td>
          <td>
            <RoleBadge role={m.role} />
          </td>
          {actions ? (
            <td className="dt-actions">
              <RowAction label={t('team.edit', { name: m.name })} onClick={() => actions.onEdit(m)}>
                <Icon name="edit" />
              </RowAction>
              <RowAction label={t('team.password', { name: m.name })} onClick={() => actions.onPassword(m)}>
                <Icon name="key" />
              </RowAction>
              {actions.onEndSessions && (
                <RowAction label={t('team.endSessions', { name: m.name })} onClick={() => actions.onEndSessions?.(m)}>
                  <Icon name="logout" />
                </RowAction>
              )}
              <RowAction label={t('team.remove', { name: m.name })} tone="danger" onClick={() => actions.onRemove(m)}>
                <Icon name="trash" />
              </RowAction>
            </td>
          ) : (
            <td data-label={t('team.col.since')}>
              <DateText iso={m.memberSince} />
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

export function MembersTableSkeleton() {
  const t = useT();
  return <SkeletonRows label={t('team.loading')} columns={['22%', '34%', 60]} />;
}

/**
 * Pending invitations: Name, Email, Status (Invited, or Expired once the link no
 * longer works), and resend / withdraw. Resending opens 'Create New Member' pre-filled: the
 * password is typed again, since the server keeps none it could send.
 */
export function InvitationsTable({
  invitations,
  onResend,
  onWithdraw,
}: {
  invitations: Invitation[];
  onResend: (i: Invitation) => void;
  onWithdraw: (i: Invitation) => void;
}) {
  const t = useT();
  const now = Date.now();
  const columns = [
    { label: t('team.col.name') },
    { label: t('team.col.email') },
    { label: t('team.col.status') },
    { label: <span className="sr-only">{t('team.col.actions')}</span>, kind: 'actions' as const },
  ];
  return (
    <DataTable caption={t('team.pending')} columns={columns} stacked>
      {invitations.map((i) => (
        <tr key={i.id} data-invitation-id={i.id}>
          <td>
            <strong>{i.name}</strong>
          </td>
          <td>{i.email}</td>
          <td>
            {Date.parse(i.expiresAt) > now ? (
              <span className="badge badge--soft">{t('team.invited')}</span>
            ) : (
              <span className="badge badge--soft">{t('team.expired')}</span>
            )}
          </td>
          <td className="dt-actions">
            <RowAction label={t('team.resend', { name: i.name })} onClick={() => onResend(i)}>
              <Icon name="edit" />
            </RowAction>
            <RowAction label={t('team.withdraw', { name: i.name })} tone="danger" onClick={() => onWithdraw(i)}>
              <Icon name="trash" />
            </RowAction>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
