import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const TABS = [
  [paths.settings, 'Profile'],
  [paths.team, 'Team Management'],
  [paths.plan, 'Plan'],
  [paths.domains, 'Domains'],
  [paths.tags, 'Tags'],
  [paths.webhooks, 'Webhooks'],
] as const;

/**
 * The settings screens' tabs (the spec's Profile, Team Management and Plan, then Domains,
 * Tags and Webhooks): one bar on /e/settings, /e/team, /e/plan, /e/domains, /e/tags
 * and /e/webhooks, each screen in its own feature.
 */
export function SettingsTabs() {
  return (
    <nav className="tabs" aria-label="Settings">
      {TABS.map(([to, label]) => (
        <NavLink key={to} to={to} className="tab" end>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
