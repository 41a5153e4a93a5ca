import type { Member } from '@kisa/shared';
import { DataTable, IconButton } from '../../../components/ui/data-table';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { DateText } from '../../../components/ui/date-text';
import { TeamIcon } from './icons';

export function RoleBadge({ role }: { role: Member['role'] }) {
  return <span className={role === 'owner' ? 'badge' : 'badge badge--soft'}>{role === 'owner' ? 'Owner' : 'Member'}</span>;
}

export interface MemberActions {
  onEdit: (m: Member) => void;
  onPassword: (m: Member) => void;
  onRemove: (m: Member) => void;
}

/**
 * The team's members: Name, Email, Role badge, and either Member Since (settings) or the
 * edit / password / remove icons (team screen).
 */
export function MembersTable({ members, actions, caption }: { members: Member[]; actions?: MemberActions; caption: string }) {
  const columns = [{ label: 'Name' }, { label: 'Email' }, { label: 'Role' }, actions ? { label: <span className="sr-only">Actions</span>, kind: 'actions' as const } : { label: 'Member Since' }];
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
              <IconButton label={`Edit profile of ${m.name}`} onClick={() => actions.onEdit(m)}>
                <TeamIcon name="edit" />
              </IconButton>
              <IconButton label={`Set password for ${m.name}`} onClick={() => actions.onPassword(m)}>
                <TeamIcon name="key" />
              </IconButton>
              <IconButton label={`Remove ${m.name}`} tone="danger" onClick={() => actions.onRemove(m)}>
                <TeamIcon name="trash" />
              </IconButton>
            </td>
          ) : (
            <td data-label="Member Since">
              <DateText iso={m.memberSince} />
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

export function MembersTableSkeleton() {
  return <SkeletonRows label="Loading team members" columns={['22%', '34%', 60]} />;
}
