import type { Domain } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import { domainLabel } from '../lib/domain-text';

/**
 * What removing a domain does, said before it is done: Kisa stops serving and checking it;
 * the default goes back to the platform's domain; and a domain with links is refused (its
 * links would break), so they must be deleted or moved first.
 */
export function RemoveDomainText({ domain, platformHost }: { domain: Domain; platformHost: string }) {
  const label = domainLabel(domain.host);
  return (
    <>
      <p>
        Kisa stops serving and checking <strong>{label}</strong>: its addresses no longer open anything on Kisa, its pages (root, not-found, robots.txt, app
        links) go with it, and you may delete its DNS records afterwards. Another team can then add it.
      </p>
      {domain.isDefault && <p>It is your team's default domain: new links will go on {platformHost} instead.</p>}
      {domain.links > 0 ? (
        <p className="remove-domain__links">
          It still has {formatCount(domain.links)} {domain.links === 1 ? 'link' : 'links'}. Kisa removes a domain only once no link is on it, so that no printed
          or shared link breaks: delete them or move them to another domain first.
        </p>
      ) : (
        <p>No links are on it.</p>
      )}
    </>
  );
}
