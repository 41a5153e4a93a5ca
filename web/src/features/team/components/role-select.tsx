import { useId } from 'react';
import { assignableRoles, TEAM_ROLE_TEXT, TEAM_ROLES, type Scope, type TeamRole } from '@kisa/shared';
import { useT } from '@/lib/i18n';

/**
 * The four roles, each with what it may do: the chosen one's line shows under the select. Only
 * owners are offered Owner; a member who is an owner already keeps it listed (an admin's change
 * of them is refused by the API, which says why).
 */
export function RoleSelect({
  value,
  onChange,
  scopes,
  name = 'role',
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  scopes: readonly Scope[];
  name?: string;
}) {
  const t = useT();
  const id = useId();
  const offered = new Set<TeamRole>([...assignableRoles(scopes), ...(value === 'owner' ? (['owner'] as const) : [])]);
  const roles = TEAM_ROLES.filter((r) => offered.has(r));
  const chosen = TEAM_ROLE_TEXT[value as TeamRole];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('team.roleLabel')}
      </label>
      <select id={id} className="field__input" name={name} value={value} onChange={onChange} aria-describedby={`${id}-hint`}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {TEAM_ROLE_TEXT[r].label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {chosen?.description} {t('team.roleHint')}
      </p>
    </div>
  );
}
