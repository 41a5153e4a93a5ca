import type { Link } from '@kisa/shared';
import { translateNow } from '@/lib/i18n';

export interface LinkBadge {
  key: 'password' | 'expired' | 'split' | 'rules' | 'broken' | 'cert';
  label: string;
  /** The longer word on hover and for screen readers. */
  title: string;
}

/**
 * What a row says about a link beside its title: protected by a password, expired (past the end
 * of its expiry date, UTC, as the redirect reads it, or its click limit reached), an A/B test, or
 * targeting rules; first, a destination that is broken or whose certificate expires soon (destination
 * health). Moderation's flag has its own badge next to these.
 */
export function linkBadges(
  link: Pick<Link, 'password' | 'expiry' | 'totalClicks' | 'split' | 'rules'> & Partial<Pick<Link, 'health'>>,
  now = Date.now(),
): LinkBadge[] {
  const badges: LinkBadge[] = [];
  // Destination health: a broken destination first (the fallback may be standing in), then a certificate about to expire.
  if (link.health?.state === 'broken')
    badges.push({
      key: 'broken',
      label: translateNow('editor.badge.broken'),
      title: `${translateNow('editor.badge.brokenSince', { date: link.health.since.slice(0, 10) })}${link.health.error ? `: ${link.health.error.message}` : ''}${link.health.fallbackActive ? translateNow('editor.badge.fallback') : ''}`,
    });
  if (link.health?.state === 'warning')
    badges.push({
      key: 'cert',
      label: translateNow('editor.badge.certificate'),
      title: link.health.error?.message ?? translateNow('editor.badge.certificateSoon'),
    });
  if (link.password.enabled) badges.push({ key: 'password', label: translateNow('editor.badge.password'), title: translateNow('editor.badge.passwordTitle') });
  const { date, maxClicks } = link.expiry;
  const pastDate = !!date && now >= Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  const limitReached = maxClicks !== undefined && link.totalClicks >= maxClicks;
  if (pastDate || limitReached)
    badges.push({
      key: 'expired',
      label: translateNow('editor.badge.expired'),
      title: pastDate ? translateNow('editor.badge.expiredOn', { date }) : translateNow('editor.badge.limit', { max: String(maxClicks) }),
    });
  if ((link.split?.variants.length ?? 0) > 0) badges.push({ key: 'split', label: 'A/B', title: translateNow('editor.badge.split') });
  if ((link.rules?.length ?? 0) > 0)
    badges.push({ key: 'rules', label: translateNow('editor.badge.targeted'), title: translateNow('editor.badge.rules', { n: link.rules.length }) });
  return badges;
}
