import type { Analytics } from '@kisa/shared';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { Freshness } from '../api/analytics';
import { formatAsOf } from '../lib/format';

/**
 * When the shown figures were computed, in one quiet line that keeps its height (no layout
 * jump): "Updated 14:05"; an older answer shown first "Figures of 14:02 · Refreshing…" until the
 * current one replaces it; and a notice with a retry when the current one could not be loaded.
 * Polite live region: the change is announced without interrupting.
 */
export function FreshnessNote({ data, freshness, onRetry }: { data: Analytics | undefined; freshness: Freshness; onRetry: () => void }) {
  const t = useT();
  const at = data ? formatAsOf(data.asOf) : '';
  return (
    <p
      className={`an-freshness muted${freshness === 'failed' ? ' an-freshness--failed' : ''}`}
      aria-live="polite"
      title={data ? formatDateTime(data.asOf) : undefined}
    >
      {data && freshness === 'current' && t('analytics.fresh.updated', { at })}
      {data && freshness === 'refreshing' && t('analytics.fresh.refreshing', { at })}
      {data && freshness === 'failed' && (
        <>
          {t('analytics.fresh.failed', { at })}
          <button type="button" className="an-freshness__retry" onClick={onRetry}>
            {t('analytics.fresh.retry')}
          </button>
        </>
      )}
    </p>
  );
}
