import { ComingSoon } from '../../../components/layout';
import { TeamTabs } from './team-tabs';

/** /e/settings */
export function SettingsPage() {
  return (
    <ComingSoon title="Settings" description="User management for your team (name, e-mail, role, member since) and your plan.">
      <TeamTabs />
    </ComingSoon>
  );
}
