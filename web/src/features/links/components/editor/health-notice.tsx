import type { Link } from '@kisa/shared';
import { Alert } from '@/components/ui';
import { DateText } from '@/components/ui/date-text';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';

/**
 * The destination's health in the editor: nothing until a check has run or while it answers; a
 * broken destination (since when, what the check met, whether the fallback stands in) or a
 * certificate about to expire otherwise.
 */
export function HealthNotice({ health }: { health: Link['health'] }) {
  const t = useT();
  if (!health) return <p className="muted small">{t('editor.health.notChecked')}</p>;
  if (health.state === 'ok') return <p className="muted small">{richText(t, 'editor.health.answering', { since: <DateText iso={health.since} /> })}</p>;
  return (
    <Alert
      tone={health.state === 'broken' ? 'error' : 'warning'}
      title={health.state === 'broken' ? t('editor.health.broken') : t('editor.health.certificate')}
    >
      <p>
        {health.error?.message ?? t('editor.health.lastCheckFailed')}
        {richText(t, 'editor.health.since', { since: <DateText iso={health.since} /> })}
        {health.state === 'broken' && (health.fallbackActive ? t('editor.health.fallbackActive') : t('editor.health.noFallback'))}
      </p>
    </Alert>
  );
}
