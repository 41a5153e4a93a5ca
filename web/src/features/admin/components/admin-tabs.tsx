import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n';

export type ModerationView = 'queue' | 'blocklist' | 'log';

const TABS: ReadonlyArray<{ to: string; label: MessageKey; match: (path: string, view: string | null) => boolean }> = [
  { to: paths.adminDashboard, label: 'admin.tabs.users', match: (p) => p === paths.adminDashboard },
  { to: paths.adminModeration, label: 'admin.tabs.queue', match: (p, v) => p === paths.adminModeration && (v === null || v === 'queue') },
  { to: `${paths.adminModeration}?view=blocklist`, label: 'admin.tabs.blocklist', match: (p, v) => p === paths.adminModeration && v === 'blocklist' },
  { to: `${paths.adminModeration}?view=log`, label: 'admin.tabs.log', match: (p, v) => p === paths.adminModeration && v === 'log' },
];

/** The admin area's sections: the users, and moderation's queue, blocklist and audit log. */
export function AdminTabs() {
  const t = useT();
  const { pathname, search } = useLocation();
  const view = new URLSearchParams(search).get('view');
  return (
    <nav className="tabs admin-tabs" aria-label={t('admin.tabs.label')}>
      {TABS.map((tab) => (
        <Link key={tab.to} to={tab.to} className="tab" aria-current={tab.match(pathname, view) ? 'page' : undefined}>
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
