import { PLAN_ENTERPRISE } from '@kisa/shared';
import { Card } from '@/components/ui';

const FEATURES = ['Unlimited Link', 'Unlimited QR Code', 'Unlimited Click', 'Insight & Reports', 'Team Management'];

/** The 'Enterprise Account' card (spec: Plan). */
export function PlanCard() {
  return (
    <Card className="plan-card">
      <h2>{PLAN_ENTERPRISE} Account</h2>
      <ul className="checklist" aria-label="Included in your plan">
        {FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </Card>
  );
}
