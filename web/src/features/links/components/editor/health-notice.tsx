import type { Link } from '@kisa/shared';
import { Alert } from '@/components/ui';
import { DateText } from '@/components/ui/date-text';

/**
 * The destination's health in the editor: nothing until a check has run or while it answers; a
 * broken destination (since when, what the check met, whether the fallback stands in) or a
 * certificate about to expire otherwise.
 */
export function HealthNotice({ health }: { health: Link['health'] }) {
  if (!health) return <p className="muted small">Destination health: not checked yet.</p>;
  if (health.state === 'ok')
    return (
      <p className="muted small">
        Destination health: answering, since <DateText iso={health.since} />.
      </p>
    );
  return (
    <Alert tone={health.state === 'broken' ? 'error' : 'warning'} title={health.state === 'broken' ? 'The destination is broken' : 'Certificate expiring'}>
      <p>
        {health.error?.message ?? 'The last check failed'} — since <DateText iso={health.since} />.
        {health.state === 'broken' &&
          (health.fallbackActive ? ' Visitors are sent to the fallback URL until it works again.' : ' Visitors still go to it: set a fallback URL below.')}
      </p>
    </Alert>
  );
}
