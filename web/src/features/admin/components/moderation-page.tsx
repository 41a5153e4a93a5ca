import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout';
import { useT, type MessageKey } from '@/lib/i18n';
import { AdminTabs, type ModerationView } from './admin-tabs';
import { BlocklistPanel } from './blocklist-panel';
import { ModerationLog } from './moderation-log';
import { ModerationQueue } from './moderation-queue';
import './admin.css';
import './moderation.css';

const TITLES: Record<ModerationView, { title: MessageKey; description: MessageKey }> = {
  queue: { title: 'admin.moderation.title', description: 'admin.moderation.description' },
  blocklist: { title: 'admin.blocklist.title', description: 'admin.blocklist.description' },
  log: { title: 'admin.log.title', description: 'admin.log.description' },
};

/** /admin/moderation: the queue (default), `?view=blocklist` and `?view=log`. Admins only (the router's guard). */
export function ModerationPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('view');
  const view: ModerationView = raw === 'blocklist' || raw === 'log' ? raw : 'queue';
  const { title, description } = TITLES[view];
  return (
    <div className="page">
      <PageHeader title={t(title)} description={t(description)} />
      <AdminTabs />
      {view === 'queue' && <ModerationQueue />}
      {view === 'blocklist' && <BlocklistPanel />}
      {view === 'log' && <ModerationLog />}
    </div>
  );
}
