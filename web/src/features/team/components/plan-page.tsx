import { PageHeader, SettingsTabs } from '@/components/layout';
import { PlanCard } from './plan-card';
import './team.css';

/** /e/plan */
export function PlanPage() {
  return (
    <div className="page">
      <PageHeader title="Plan" description="Your subscription and what it includes." />
      <SettingsTabs />
      <PlanCard />
    </div>
  );
}
