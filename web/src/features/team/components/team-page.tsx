import { ComingSoon } from '../../../components/layout';
import { TeamTabs } from './team-tabs';

/** /e/team */
export function TeamPage() {
  return (
    <ComingSoon title="Team Users" description="Add members to your team, edit their profiles, reset their passwords and remove them. Only owners can make changes.">
      <TeamTabs />
    </ComingSoon>
  );
}
