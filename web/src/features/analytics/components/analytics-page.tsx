import { PageHeader } from '@/components/layout';
import { AnalyticsView } from './analytics-view';

/** /analytics — the team's clicks across every link. */
export function AnalyticsPage() {
  return (
    <div className="page analytics-page">
      <PageHeader title="Analytics" description="Clicks on your team's short links and QR codes. Select a row in any table to filter every panel by it." />
      <AnalyticsView />
    </div>
  );
}
