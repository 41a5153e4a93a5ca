import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The settings screens' tabs (the spec's Profile, Team Management and Plan, then Domains,
 * Tags and Webhooks): one bar on /e/settings, /e/team, /e/plan, /e/domains, /e/tags
 * and /e/webhooks, each screen in its own feature.
 */
export function SettingsTabs() {
  return (
    <nav className="tabs" aria-label="Settings">
      <NavLink to={paths.settings} className="tab" end>
        Profile
      </NavLink>
      <NavLink to={paths.team} className="tab" end>
        Team Management
      </NavLink>
      <NavLink to={paths.plan} className="tab" end>
        Plan
      </NavLink>
      <NavLink to={paths.domains} className="tab" end>
        Domains
      </NavLink>
      <NavLink to={paths.tags} className="tab" end>
        Tags
      </NavLink>
      <NavLink to={paths.webhooks} className="tab" end>
        Webhooks
      </NavLink>
    </nav>
  );
}
