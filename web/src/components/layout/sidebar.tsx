import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n';
import { isAdmin, signOut, useUser } from '@/lib/session';
import { Spinner } from '../ui';
import { Icon } from '../ui/icon';
import type { GlyphName } from '../ui/icons';
import { Logo } from './logo';
import { navSection } from './nav-section';

const NAV: ReadonlyArray<{ to: string; label: MessageKey; icon: GlyphName }> = [
  { to: paths.dashboard, label: 'nav.dashboard', icon: 'dashboard' },
  { to: paths.analytics, label: 'nav.analytics', icon: 'chart' },
  { to: paths.live, label: 'live.nav', icon: 'clock' },
  { to: paths.campaigns, label: 'nav.campaigns', icon: 'campaigns' },
  { to: paths.bulk, label: 'nav.bulk', icon: 'bulk' },
  { to: paths.qrCode, label: 'nav.qrCodes', icon: 'qr' },
  { to: paths.settings, label: 'nav.settings', icon: 'settings' },
];

function initials(name: string, email: string): string {
  const src = name.trim() || email;
  const parts = src.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The signed-in navigation. The item of the current screen is marked: aria-current="page" on
 * its own screen, "true" on a screen of its section (the editor and insight are the
 * dashboard's, a campaign is the campaigns', team and plan are settings') — `navSection`.
 */
export function Sidebar({ id, open, onNavigate, teamSwitcher }: { id: string; open: boolean; onNavigate: () => void; teamSwitcher?: ReactNode }) {
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const t = useT();

  async function logout() {
    setLeaving(true);
    try {
      await signOut();
    } catch {
      // The local user is cleared either way; the cookie expires on its own.
    }
    navigate(paths.management, { replace: true });
  }

  const items = isAdmin(user)
    ? [
        ...NAV,
        { to: paths.adminDashboard, label: 'nav.admin' as const, icon: 'shield' as const },
        { to: paths.adminModeration, label: 'nav.moderation' as const, icon: 'flag' as const },
      ]
    : NAV;
  const current = navSection(
    pathname,
    items.map((i) => i.to),
  );
  return (
    <aside id={id} className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('nav.main')}>
      <div className="sidebar__brand">
        <Logo to={paths.dashboard} />
      </div>
      {teamSwitcher}
      <nav className="sidebar__nav">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="nav-link"
                onClick={onNavigate}
                aria-current={current?.to === item.to ? (current.current === 'page' ? 'page' : 'true') : undefined}
              >
                <Icon name={item.icon} size={20} />
                <span>{t(item.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__footer">
        {user && (
          <div className="user-chip">
            <span className="avatar" aria-hidden="true">
              {initials(user.name, user.email)}
            </span>
            <span className="user-chip__text">
              <span className="user-chip__name">{user.name || user.email}</span>
              <span className="user-chip__email">{user.email}</span>
            </span>
          </div>
        )}
        <button type="button" className="nav-link nav-link--button" onClick={logout} disabled={leaving}>
          {leaving ? <Spinner /> : <Icon name="logout" size={20} />}
          <span>{t('nav.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
