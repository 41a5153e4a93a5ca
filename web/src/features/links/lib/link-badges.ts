import type { Link } from '@kisa/shared';

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
      label: 'Broken',
      title: `Destination broken since ${link.health.since.slice(0, 10)}${link.health.error ? `: ${link.health.error.message}` : ''}${link.health.fallbackActive ? ' (visitors go to the fallback URL)' : ''}`,
    });
  if (link.health?.state === 'warning')
    badges.push({ key: 'cert', label: 'Certificate', title: link.health.error?.message ?? 'The destination’s certificate expires soon' });
  if (link.password.enabled) badges.push({ key: 'password', label: 'Password', title: 'Password protected' });
  const { date, maxClicks } = link.expiry;
  const pastDate = !!date && now >= Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  const limitReached = maxClicks !== undefined && link.totalClicks >= maxClicks;
  if (pastDate || limitReached)
    badges.push({ key: 'expired', label: 'Expired', title: pastDate ? `Expired on ${date}` : `Reached its limit of ${maxClicks} clicks` });
  if ((link.split?.variants.length ?? 0) > 0) badges.push({ key: 'split', label: 'A/B', title: 'A/B test: visitors are split between destinations' });
  if ((link.rules?.length ?? 0) > 0)
    badges.push({ key: 'rules', label: 'Targeted', title: `${link.rules.length} targeting ${link.rules.length === 1 ? 'rule' : 'rules'}` });
  return badges;
}
