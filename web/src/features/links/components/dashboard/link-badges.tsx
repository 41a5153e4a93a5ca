import type { Link } from '@kisa/shared';
import { linkBadges } from '../../lib/link-badges';

/**
 * A row's state badges (password, expired, A/B, targeted), one look for all. Moderation's badge
 * sits beside them in the same slot (`link-cell__badge`).
 */
export function LinkBadges({ link }: { link: Link }) {
  return (
    <>
      {linkBadges(link).map((b) => (
        <span key={b.key} className={`badge badge--soft link-cell__badge link-badge--${b.key}`} title={b.title}>
          {b.label}
        </span>
      ))}
    </>
  );
}
