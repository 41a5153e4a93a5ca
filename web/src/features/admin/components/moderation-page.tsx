import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout';
import { AdminTabs, type ModerationView } from './admin-tabs';
import { BlocklistPanel } from './blocklist-panel';
import { ModerationLog } from './moderation-log';
import { ModerationQueue } from './moderation-queue';
import './admin.css';
import './moderation.css';

const TITLES: Record<ModerationView, { title: string; description: string }> = {
  queue: { title: 'Moderation', description: 'Links visitors reported and links screening flagged, across every team.' },
  blocklist: { title: 'Blocklist', description: 'Hosts and domains no short link may point to.' },
  log: { title: 'Audit log', description: 'Who did what, and when: moderation actions, user disables and blocklist changes.' },
};

/** /admin/moderation: the queue (default), `?view=blocklist` and `?view=log`. Admins only (the router's guard). */
export function ModerationPage() {
  const [params] = useSearchParams();
  const raw = params.get('view');
  const view: ModerationView = raw === 'blocklist' || raw === 'log' ? raw : 'queue';
  const { title, description } = TITLES[view];
  return (
    <div className="page">
      <PageHeader title={title} description={description} />
      <AdminTabs />
      {view === 'queue' && <ModerationQueue />}
      {view === 'blocklist' && <BlocklistPanel />}
      {view === 'log' && <ModerationLog />}
    </div>
  );
}
