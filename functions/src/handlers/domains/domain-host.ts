import { MSG, normalizeDomainHost } from '@kisa/shared';
import { notFound } from '#lib/errors.js';

/** The `{host}` of a domain route (decoded, any case, IDN or punycode) as the stored ASCII host; a host that cannot be one answers 404. */
export function parseDomainHost(value: string | undefined): string {
  const host = value ? normalizeDomainHost(value) : null;
  if (!host) throw notFound(MSG.domainNotFound);
  return host;
}
