import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { Spinner } from '../ui';
import { Icon } from '../ui/icon';
import { Logo } from './logo';
import { Sidebar } from './sidebar';

export function PageLoader() {
  const t = useT();
  return (
    <div className="page-loader">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

/**
 * Signed-in layout: sidebar (a drawer on narrow screens) + main content. `banner` shows above
 * every screen (the app passes the team invitations to the user: layout knows no features), and
 * `teamSwitcher` heads the navigation (the app passes the team feature's).
 */
export function AppShell({ banner, teamSwitcher }: { banner?: ReactNode; teamSwitcher?: ReactNode } = {}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const sidebarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    setOpen(false);
    // After in-app navigation, move focus to the new screen (not on the first load).
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    // The drawer (narrow screens): focus its first link; Escape closes and returns focus.
    document.getElementById(sidebarId)?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, sidebarId]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <header className="topbar">
        <Logo to={paths.dashboard} />
        <button
          ref={toggle}
          type="button"
          className="icon-btn"
          aria-expanded={open}
          aria-controls={sidebarId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name={open ? 'close' : 'menu'} size={20} />
        </button>
      </header>
      <Sidebar id={sidebarId} open={open} onNavigate={() => setOpen(false)} teamSwitcher={teamSwitcher} />
      {open && <div className="scrim" aria-hidden="true" onClick={() => setOpen(false)} />}
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          {banner}
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
