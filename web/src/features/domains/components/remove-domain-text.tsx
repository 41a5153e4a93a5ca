import type { Domain } from '@kisa/shared';
import { useT } from '@/lib/i18n';
import { domainLabel } from '../lib/domain-text';

/**
 * What removing a domain does, said before it is done: Kisa stops serving and checking it;
 * the default goes back to the platform's domain; and a domain with links is refused (its
 * links would break), so they must be deleted or moved first.
 */
export function RemoveDomainText({ domain, platformHost }: { domain: Domain; platformHost: string }) {
  const t = useT();
  const label = domainLabel(domain.host);
  return (
    <>
      <p>
        {t('domains.remove.before')}
        <strong>{label}</strong>
        {t('domains.remove.after')}
      </p>
      {domain.isDefault && <p>{t('domains.remove.default', { platform: platformHost })}</p>}
      {domain.links > 0 ? <p className="remove-domain__links">{t('domains.remove.links', { n: domain.links })}</p> : <p>{t('domains.remove.noLinks')}</p>}
    </>
  );
}
