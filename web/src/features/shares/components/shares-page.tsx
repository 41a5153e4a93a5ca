import { PageHeader, SettingsTabs } from '@/components/layout';
import { Card } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { useShares } from '../api/shares';
import { ShareList } from './share-button';

/**
 * /e/shares (Settings → Shared dashboards): every shared dashboard of the team — what it shows,
 * who made it, its password, visitor log and expiry — newest first, each active one revocable.
 * New ones are made from the analytics' Share button.
 */
export function SharesPage() {
  const t = useT();
  const shares = useShares();
  return (
    <div className="page">
      <PageHeader title={t('shares.page.title')} description={t('shares.page.description')} />
      <SettingsTabs />
      <Card>
        {shares.data ? (
          shares.data.items.length ? (
            <ShareList shares={shares.data.items} withTarget onChanged={() => void shares.mutate()} />
          ) : (
            <EmptyState title={t('shares.page.empty')}>{t('shares.page.emptyHint')}</EmptyState>
          )
        ) : shares.error ? (
          <LoadError title={t('shares.page.loadError')} source={shares} />
        ) : (
          <SkeletonRows label={t('shares.page.loading')} columns={[1]} rows={3} />
        )}
      </Card>
    </div>
  );
}
