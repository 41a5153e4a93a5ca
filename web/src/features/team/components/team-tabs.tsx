import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Profile / Team Management / Plan tabs of the team and plan screens (spec: Plan). */
export function TeamTabs() {
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
    </nav>
  );
}
