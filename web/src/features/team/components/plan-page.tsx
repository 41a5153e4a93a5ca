import { PageHeader, SettingsTabs } from '@/components/layout';
import { useT } from '@/lib/i18n';
import { PlanCard } from './plan-card';
import './team.css';

/** /e/plan */
export function PlanPage() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader title={t('team.planPage.title')} description={t('team.planPage.description')} />
      <SettingsTabs />
      <PlanCard />
    </div>
  );
}
