import { Resolver } from 'node:dns/promises';

/** The DNS answers a branded domain's check reads; every lookup answers [] for "no such record". */
export interface DnsLookup {
  txt(name: string): Promise<string[]>;
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
}

/** Answers that mean "the name or the record does not exist" rather than "DNS failed". */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/** How long one try of a query waits for its answer, and how many tries a query gets. */
const TRY_TIMEOUT_MS = 2_000;
const TRIES = 2;

/**
 * Lookups on `servers` (`ip` or `ip:port`; none: the system's). Each query waits 2 s for an
 * answer and, timed out, asks once more: an answer within 2 s of a try counts (up to ~3 s may, as
 * Node ticks c-ares' timeouts once a second), and nothing is waited for past ~4–6 s. A DNS
 * failure (timeout, SERVFAIL, refused) throws, so a check can say DNS did not answer instead of
 * "record missing".
 */
export function createDnsLookup(servers: readonly string[]): DnsLookup {
  // A fresh one-try resolver per try: c-ares (Node's, with its query metrics) derives a channel's
  // timeouts from the server's recent answers, so a long-lived one that had seen fast answers gave
  // up on a 1.2 s answer within ~2 s, whatever `timeout` said; and c-ares' own second try took the
  // first try's late answer or not, depending on its socket. A new channel has neither.
  const resolver = () => {
    const r = new Resolver({ timeout: TRY_TIMEOUT_MS, tries: 1 });
    if (servers.length > 0) r.setServers([...servers]);
    return r;
  };
  const orEmpty = async <T>(query: (r: Resolver) => Promise<T[]>): Promise<T[]> => {
    for (let tried = 1; ; tried++) {
      try {
        return await query(resolver());
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (ABSENT.has(code)) return [];
        if (code !== 'ETIMEOUT' || tried >= TRIES) throw error;
      }
    }
  };
  const lower = (names: string[]) => names.map((n) => n.toLowerCase().replace(/\.$/, ''));
  return {
    txt: async (name) => (await orEmpty((r) => r.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: async (name) => lower(await orEmpty((r) => r.resolveCname(name))),
    addresses: async (name) => (await Promise.all([orEmpty((r) => r.resolve4(name)), orEmpty((r) => r.resolve6(name))])).flat(),
  };
}
