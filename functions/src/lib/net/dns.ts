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
 * Lookups on `servers` (`ip` or `ip:port`; none: the system's). Each query waits 2 s for an
 * answer and asks once more, giving up after ~5 s; a DNS failure (timeout, SERVFAIL, refused)
 * throws, so a check can say DNS did not answer instead of "record missing".
 */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  // A fresh resolver per query: c-ares (Node's, with its query metrics) derives a channel's
  // timeouts from the server's recent answers, so a long-lived one that had seen fast answers gave
  // up on a 1.2 s answer within ~2 s, whatever `timeout` said. A new channel has no history.
  const resolver = () => {
    const r = new Resolver({ timeout: 2_000, tries: 2 });
    if (servers.length > 0) r.setServers([...servers]);
    return r;
  };
  const orEmpty = async <T>(query: (r: Resolver) => Promise<T[]>): Promise<T[]> => {
    try {
      return await query(resolver());
    } catch (error) {
      if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };
  const lower = (names: string[]) => names.map((n) => n.toLowerCase().replace(/\.$/, ''));
  return {
    txt: async (name) => (await orEmpty((r) => r.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: async (name) => lower(await orEmpty((r) => r.resolveCname(name))),
    addresses: async (name) => [...(await orEmpty((r) => r.resolve4(name))), ...(await orEmpty((r) => r.resolve6(name)))],
  };
}
