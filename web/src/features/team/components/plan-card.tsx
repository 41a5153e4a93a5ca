import { PLAN_ENTERPRISE } from '@kisa/shared';
import { Card } from '@/components/ui';
import { useT } from '@/lib/i18n';

const FEATURES = ['plan.feature.links', 'plan.feature.qr', 'plan.feature.clicks', 'plan.feature.insight', 'plan.feature.team'] as const;

/** The 'Enterprise Account' card (spec: Plan). */
export function PlanCard() {
  const t = useT();
  return (
    <Card className="plan-card">
      <h2>{t('plan.account', { plan: PLAN_ENTERPRISE })}</h2>
      <ul className="checklist" aria-label={t('plan.included')}>
        {FEATURES.map((f) => (
          <li key={f}>{t(f)}</li>
        ))}
      </ul>
    </Card>
  );
}
