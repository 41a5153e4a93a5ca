import { PageHeader, SettingsTabs } from '@/components/layout';
import { Card } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useShares } from '../api/shares';
import { ShareList } from './share-button';

/**
 * /e/shares (Settings → Shared dashboards): every shared dashboard of the team — what it shows,
 * who made it, its password, visitor log and expiry — newest first, each active one revocable.
 * New ones are made from the analytics' Share button.
 */
export function SharesPage() {
  const shares = useShares();
  return (
    <div className="page">
      <PageHeader
        title="Shared dashboards"
        description="Read-only analytics of a link, campaign or tag, shared by URL. Make one with Share on its analytics."
      />
      <SettingsTabs />
      <Card>
        {shares.data ? (
          shares.data.items.length ? (
            <ShareList shares={shares.data.items} withTarget onChanged={() => void shares.mutate()} />
          ) : (
            <EmptyState title="No shared dashboards yet">Open a link's, campaign's or tag's analytics and press Share.</EmptyState>
          )
        ) : shares.error ? (
          <LoadError title="The shared dashboards could not be loaded" source={shares} />
        ) : (
          <SkeletonRows label="Shared dashboards" columns={[1]} rows={3} />
        )}
      </Card>
    </div>
  );
}
