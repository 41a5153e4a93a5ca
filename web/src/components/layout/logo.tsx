import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/** The Kisa mark and name, linking home (`reloadDocument`: as a new document, not in-app). */
export function Logo({ to = paths.home, reloadDocument = false }: { to?: string; reloadDocument?: boolean }) {
  const t = useT();
  return (
    <Link to={to} className="logo" aria-label={t('nav.home')} reloadDocument={reloadDocument}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M13.5 18.5l5-5M11 15l-1.6 1.6a3.5 3.5 0 0 0 5 5L16 20M21 17l1.6-1.6a3.5 3.5 0 0 0-5-5L16 12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__text">kisa</span>
    </Link>
  );
}
