import { domainTxtName, domainTxtValue, MSG } from '@kisa/shared';
import type { DnsLookup } from '#lib/net/dns.js';

export interface DnsFindings {
  txtFound: boolean;
  routingFound: boolean;
  /** What is missing, for people; absent when both records are there. */
  reason?: string;
  /** DNS itself did not answer (timeout, SERVFAIL, refused): nothing is known. */
  unreachable: boolean;
}

/** CNAMEs followed in a row at most, as resolvers bound a chain (BIND 16, Unbound 11). */
export const CNAME_CHAIN_MAX = 8;

/**
 * A whole check gives up after this long: each query is bounded (~4–6 s) but a chain's are asked
 * one after another, and "Check now" answers within the API function's 15 s.
 */
export const DNS_CHECK_DEADLINE_MS = 10_000;

/**
 * Reads a domain's two records: the TXT at `_kisa.{host}` holding the team's token (ownership)
 * and the routing — a CNAME chain that reaches `target`, or a name (the host itself at an apex,
 * which cannot have a CNAME, or the chain's last name) whose A/AAAA records are the target's own
 * addresses (what an ALIAS/ANAME or flattening provider publishes).
 */
export async function checkDns(lookup: DnsLookup, host: string, token: string, target: string): Promise<DnsFindings> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS check deadline')), DNS_CHECK_DEADLINE_MS);
  });
  try {
    return await Promise.race([findings(lookup, host, token, target), deadline]);
  } catch {
    return { txtFound: false, routingFound: false, unreachable: true, reason: MSG.domainDnsUnreachable };
  } finally {
    clearTimeout(timer);
  }
}

async function findings(lookup: DnsLookup, host: string, token: string, target: string): Promise<DnsFindings> {
  const [txt, chain] = await Promise.all([lookup.txt(domainTxtName(host)), cnameChain(lookup, host, target)]);
  const txtFound = txt.some((value) => value.trim() === domainTxtValue(token));
  const routing = await routingOf(lookup, chain, target);
  if (txt.length === 0 && routing === 'nothing')
    return { txtFound, routingFound: false, unreachable: false, reason: MSG.domainNoRecords(host, domainTxtName(host)) };
  const routingFound = routing === 'found';
  const routingProblem =
    routing === 'loop'
      ? MSG.domainCnameLoop(chain.join(' → '))
      : routing === 'tooLong'
        ? MSG.domainCnameTooLong(host, CNAME_CHAIN_MAX)
        : MSG.domainRoutingMissing(host, target);
  const missing = [...(txtFound ? [] : [MSG.domainTxtMissing(domainTxtName(host))]), ...(routingFound ? [] : [routingProblem])];
  return { txtFound, routingFound, unreachable: false, ...(missing.length ? { reason: missing.join(' ') } : {}) };
}

/**
 * The names `host` leads to through CNAMEs, `host` first, as a resolver follows them: up to the
 * target, a name without a CNAME, a name seen before (a loop: the last entry repeats one), or
 * one hop past CNAME_CHAIN_MAX.
 */
async function cnameChain(lookup: DnsLookup, host: string, target: string): Promise<string[]> {
  const chain = [host];
  while (chain.at(-1) !== target) {
    const [next] = await lookup.cname(chain.at(-1)!);
    if (!next) break;
    chain.push(next);
    if (chain.indexOf(next) < chain.length - 1 || chain.length > CNAME_CHAIN_MAX + 1) break;
  }
  return chain;
}

type Routing = 'found' | 'missing' | 'nothing' | 'loop' | 'tooLong';

async function routingOf(lookup: DnsLookup, chain: string[], target: string): Promise<Routing> {
  const end = chain.at(-1)!;
  if (chain.indexOf(end) < chain.length - 1) return 'loop';
  if (chain.length > CNAME_CHAIN_MAX + 1) return 'tooLong';
  if (chain.length > 1 && end === target) return 'found';
  const [mine, theirs] = await Promise.all([lookup.addresses(end), lookup.addresses(target)]);
  if (mine.length === 0) return chain.length === 1 ? 'nothing' : 'missing';
  return mine.every((address) => theirs.includes(address)) ? 'found' : 'missing';
}
