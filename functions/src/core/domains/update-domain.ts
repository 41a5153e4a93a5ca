import { MSG, type Domain, type DomainUpdate } from '@kisa/shared';
import { listTeamDomains, saveDomainPages, setDefaultDomain } from '#data/domains/domains-repo.js';
import { config } from '#lib/config.js';
import { conflict, notFound } from '#lib/errors.js';
import type { Caller } from '../accounts/caller.js';
import { requireScope } from '../accounts/require-scope.js';
import { refuseShortLinkTargets } from '../links/short-link-targets.js';
import { toDomain } from './domain-view.js';
import { noteChange } from '#lib/audit/audit-context.js';

/**
 * An owner sets the domain's pages (root and not-found URLs, robots.txt, app-links files: a
 * field left out keeps its value, null clears it) and whether it is the team's default domain
 * (only a verified one can be: new links would otherwise get addresses nobody can open).
 */
export async function updateDomain(caller: Caller, host: string, update: DomainUpdate): Promise<Domain> {
  requireScope(caller, 'domains:write');
  const domains = await listTeamDomains(caller.teamId);
  const domain = domains.find((d) => d.host === host);
  if (!domain) throw notFound(MSG.domainNotFound);
  // A root or not-found URL on a Kisa short domain, this one included, would send its visitors round and round.
  await refuseShortLinkTargets([update.rootUrl, update.notFoundUrl], [host]);
  const pages = {
    rootUrl: update.rootUrl === undefined ? domain.rootUrl : update.rootUrl,
    notFoundUrl: update.notFoundUrl === undefined ? domain.notFoundUrl : update.notFoundUrl,
    robotsTxt: update.robotsTxt === undefined ? domain.robotsTxt : update.robotsTxt,
    appleAppSiteAssociation: update.appleAppSiteAssociation === undefined ? domain.appleAppSiteAssociation : update.appleAppSiteAssociation,
    assetLinks: update.assetLinks === undefined ? domain.assetLinks : update.assetLinks,
  };
  if ((await saveDomainPages(domain, pages)) === 'gone') throw notFound(MSG.domainNotFound);
  noteChange(domain, { ...domain, ...pages, isDefault: update.isDefault ?? domain.isDefault });
  let isDefault = domain.isDefault;
  if (update.isDefault !== undefined && update.isDefault !== domain.isDefault) {
    if (update.isDefault && domain.status === 'pending') throw conflict(MSG.domainNotVerified);
    const previous = domains.find((d) => d.isDefault)?.host ?? null;
    if ((await setDefaultDomain(caller.teamId, update.isDefault ? host : null, update.isDefault ? previous : host)) === 'gone')
      throw notFound(MSG.domainNotFound);
    isDefault = update.isDefault;
  }
  return toDomain({ ...domain, ...pages, isDefault }, config.domains().cnameTarget);
}
