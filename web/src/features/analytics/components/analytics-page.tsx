import type { ComponentProps } from 'react';
import { PageHeader } from '@/components/layout';
import { AnalyticsView } from './analytics-view';
import { useT } from '@/lib/i18n';

/** /analytics — the team's clicks across every link. */
export function AnalyticsPage({ actions }: { actions?: ComponentProps<typeof AnalyticsView>['actions'] }) {
  const t = useT();
  return (
    <div className="page analytics-page">
      <PageHeader title={t('analytics.page.title')} description={t('analytics.page.description')} />
      <AnalyticsView actions={actions} />
    </div>
  );
}
