import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

export type ModerationView = 'queue' | 'blocklist' | 'log';

const TABS: ReadonlyArray<{ to: string; label: string; match: (path: string, view: string | null) => boolean }> = [
  { to: paths.adminDashboard, label: 'Users', match: (p) => p === paths.adminDashboard },
  { to: paths.adminModeration, label: 'Moderation queue', match: (p, v) => p === paths.adminModeration && (v === null || v === 'queue') },
  { to: `${paths.adminModeration}?view=blocklist`, label: 'Blocklist', match: (p, v) => p === paths.adminModeration && v === 'blocklist' },
  { to: `${paths.adminModeration}?view=log`, label: 'Audit log', match: (p, v) => p === paths.adminModeration && v === 'log' },
];

/** The admin area's sections: the users, and moderation's queue, blocklist and audit log. */
export function AdminTabs() {
  const { pathname, search } = useLocation();
  const view = new URLSearchParams(search).get('view');
  return (
    <nav className="tabs admin-tabs" aria-label="Admin sections">
      {TABS.map((t) => (
        <Link key={t.to} to={t.to} className="tab" aria-current={t.match(pathname, view) ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
