import { NavLink } from 'react-router-dom';
import type { Scope } from '@kisa/shared';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { can } from '@/lib/use-can';
import { useMe } from '@/lib/use-me';

/** Each tab, and the scope without which its screen has nothing for the caller (none: everyone's). */
const TABS: ReadonlyArray<readonly [string, MessageKey, Scope?]> = [
  [paths.settings, 'settingsTabs.profile'],
  [paths.team, 'settingsTabs.team'],
  [paths.plan, 'settingsTabs.plan'],
  [paths.domains, 'settingsTabs.domains'],
  [paths.tags, 'settingsTabs.tags'],
  // Viewers may not read the team's endpoints.
  [paths.webhooks, 'settingsTabs.webhooks', 'webhooks:read'],
  // Alert rules: members read them, owners and admins change them.
  [paths.alerts, 'settingsTabs.alerts', 'alerts:read'],
  // Destination health: the team's broken links and its default fallback (every member reads them).
  [paths.linkHealth, 'settingsTabs.linkHealth'],
  // The team's shared dashboards (every member lists them; members and up revoke).
  [paths.shares, 'settingsTabs.shares'],
  // One's own e-mail reports (every member, viewers too).
  [paths.reports, 'settingsTabs.reports'],
  [paths.security, 'settingsTabs.security'],
  // Importing is the owners' and admins' (the API refuses others).
  [paths.imports, 'settingsTabs.import', 'imports:write'],
  // The team's audit log: owners and admins.
  [paths.audit, 'settingsTabs.audit', 'audit:read'],
  // The team's identity provider: owners.
  [paths.singleSignOn, 'settingsTabs.sso', 'sso:write'],
];

/**
 * The settings screens' tabs (the spec's Profile, Team Management and Plan, then Domains,
 * Tags, Webhooks, Security and, for owners and admins, Import): one bar on /e/settings, /e/team, /e/plan, /e/domains,
 * /e/tags, /e/webhooks, /e/security and /e/import, each screen in its own feature.
 */
export function SettingsTabs() {
  const local = useUser();
  const { data: me } = useMe();
  const t = useT();
  const tabs = TABS.filter(([, , scope]) => !scope || can(me ?? local, scope));
  return (
    <nav className="tabs" aria-label={t('settingsTabs.label')}>
      {tabs.map(([to, label]) => (
        <NavLink key={to} to={to} className="tab" end>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
