import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { useMe } from '@/lib/use-me';

const TABS = [
  [paths.settings, 'Profile'],
  [paths.team, 'Team Management'],
  [paths.plan, 'Plan'],
  [paths.domains, 'Domains'],
  [paths.tags, 'Tags'],
  [paths.webhooks, 'Webhooks'],
  [paths.security, 'Security'],
] as const;

/** Only owners import (the API refuses members): the tab is theirs. */
const OWNER_TABS = [
  [paths.imports, 'Import'],
  [paths.audit, 'Audit log'],
] as const;

/**
 * The settings screens' tabs (the spec's Profile, Team Management and Plan, then Domains,
 * Tags, Webhooks and, for owners, Import): one bar on /e/settings, /e/team, /e/plan, /e/domains,
 * /e/tags, /e/webhooks and /e/import, each screen in its own feature.
 */
export function SettingsTabs() {
  const local = useUser();
  const { data: me } = useMe();
  const tabs = (me ?? local)?.teamRole === 'owner' ? [...TABS, ...OWNER_TABS] : TABS;
  return (
    <nav className="tabs" aria-label="Settings">
      {tabs.map(([to, label]) => (
        <NavLink key={to} to={to} className="tab" end>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
