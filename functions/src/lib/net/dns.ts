import { Resolver } from 'node:dns/promises';

/** The DNS answers a branded domain's check reads; every lookup answers [] for "no such record". */
export interface DnsLookup {
  txt(name: string): Promise<string[]>;
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
}

/** Answers that mean "the name or the record does not exist" rather than "DNS failed". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/**
 * A resolver on `servers` (`ip` or `ip:port`; none: the system's). Each query gives up after
 * ~2 × 2 s; a DNS failure (timeout, refused) throws, so a check can say DNS did not answer
 * instead of "record missing".
 */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const orEmpty = async <T>(query: Promise<T[]>): Promise<T[]> => {
    try {
      return await query;
    } catch (error) {
      if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
  const lower = (names: string[]) => names.map((n) => n.toLowerCase().replace(/\.$/, ''));
  return {
    txt: async (name) => (await orEmpty(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: async (name) => lower(await orEmpty(resolver.resolveCname(name))),
    addresses: async (name) => [...(await orEmpty(resolver.resolve4(name))), ...(await orEmpty(resolver.resolve6(name)))],
  };
}
