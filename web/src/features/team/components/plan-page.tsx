import { PLAN_ENTERPRISE } from '@kisa/shared';
import { PageHeader } from '../../../components/layout';
import { Card } from '../../../components/ui';
import { TeamTabs } from './team-tabs';

const FEATURES = ['Unlimited Link', 'Unlimited QR Code', 'Unlimited Click', 'Insight & Reports', 'Team Management'];

/** /e/plan */
export function PlanPage() {
  return (
    <div className="page">
      <PageHeader title="Plan" description="Your subscription and what it includes." />
      <TeamTabs />
      <Card className="plan-card">
        <h2>{PLAN_ENTERPRISE} Account</h2>
        <ul className="checklist">
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
