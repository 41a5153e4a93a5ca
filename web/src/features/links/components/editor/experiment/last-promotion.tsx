import { displayUrl, type Link } from '@kisa/shared';
import { DateText } from '@/components/ui/date-text';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';

type Promotion = NonNullable<Link['lastPromotion']>;

/**
 * How the link's last A/B test ended, so an owner who finds no test running knows
 * why its target changed: the variant promoted, when, and whether automatically.
 */
export function LastPromotion({ promotion }: { promotion: Promotion }) {
  const t = useT();
  const name = promotion.name ? t('editor.last.named', { name: promotion.name }) : t('editor.last.aVariant');
  return (
    <p className="experiment-last" data-testid="experiment-last-promotion">
      <strong>{t('editor.last.heading')}</strong>
      {richText(
        t,
        'editor.last.text',
        { date: <DateText iso={promotion.promotedAt} />, destination: <strong className="experiment-url">{displayUrl(promotion.destination)}</strong> },
        { name, automatic: promotion.automatic ? 'yes' : 'no' },
      )}
    </p>
  );
}
