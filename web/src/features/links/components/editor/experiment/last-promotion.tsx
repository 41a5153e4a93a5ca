import { displayUrl, type Link } from '@kisa/shared';
import { DateText } from '@/components/ui/date-text';

type Promotion = NonNullable<Link['lastPromotion']>;

/**
 * How the link's last A/B test ended, so an owner who finds no test running knows
 * why its target changed: the variant promoted, when, and whether automatically.
 */
export function LastPromotion({ promotion }: { promotion: Promotion }) {
  const name = promotion.name ? `“${promotion.name}”` : 'A variant';
  return (
    <p className="experiment-last" data-testid="experiment-last-promotion">
      <strong>Last test:</strong> {name} was promoted {promotion.automatic ? 'automatically' : 'by your team'} on <DateText iso={promotion.promotedAt} />. Its
      destination, <strong className="experiment-url">{displayUrl(promotion.destination)}</strong>, became the target URL.
    </p>
  );
}
