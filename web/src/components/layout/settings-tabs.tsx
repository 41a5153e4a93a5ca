import { NavLink } from 'react-router-dom';
import type { Scope } from '@kisa/shared';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { can } from '@/lib/use-can';
import { useMe } from '@/lib/use-me';

/** Each tab, and the scope without which its screen has nothing for the caller (none: everyone's). */
const TABS: ReadonlyArray<readonly [string, string, Scope?]> = [
  [paths.settings, 'Profile'],
  [paths.team, 'Team Management'],
  [paths.plan, 'Plan'],
  [paths.domains, 'Domains'],
  [paths.tags, 'Tags'],
  // Viewers may not read the team's endpoints.
  [paths.webhooks, 'Webhooks', 'webhooks:read'],
  // Alert rules: members read them, owners and admins change them.
  [paths.alerts, 'Alerts', 'alerts:read'],
  [paths.security, 'Security'],
  // Importing is the owners' and admins' (the API refuses others).
  [paths.imports, 'Import', 'imports:write'],
  // The team's audit log: owners and admins.
  [paths.audit, 'Audit log', 'audit:read'],
  // The team's identity provider: owners.
  [paths.singleSignOn, 'Single sign-on', 'sso:write'],
];

/**
 * The settings screens' tabs (the spec's Profile, Team Management and Plan, then Domains,
 * Tags, Webhooks, Security and, for owners and admins, Import): one bar on /e/settings, /e/team, /e/plan, /e/domains,
 * /e/tags, /e/webhooks, /e/security and /e/import, each screen in its own feature.
 */
export function SettingsTabs() {
  const local = useUser();
  const { data: me } = useMe();
  const tabs = TABS.filter(([, , scope]) => !scope || can(me ?? local, scope));
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
